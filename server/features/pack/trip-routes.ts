import { Router } from 'express';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { tripPackView } from '#database/repositories/trip-pack-view.ts';
import { notFound } from '../../middleware/errors.ts';
import { renderVoucher } from '../reservations/voucher.ts';
import { voucherRelease } from '#database/repositories/voucher-release.ts';
import { packWorkerSource } from '#lib/service-worker/pack-worker.server.ts';
import { packContent } from '#lib/content/pack.content.ts';

/** A calendar text value: backslash, comma, semicolon and line breaks escaped (RFC 5545 §3.3.11). */
const icsText = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const icsDate = (date: string) => date.replaceAll('-', '');

/**
 * The pack's files (issue 30): `/trips/<token>/trip.ics` (one all-day event per stop) and a released voucher at
 * `/trips/<token>/vouchers/<id>.pdf` (404 until paid in full or released early). Private: `no-store`, no referrer.
 */
export function tripFileRoutes() {
  const router = Router();
  const open = async (services: Express.Request['services'], token: string) => {
    const bookingId = await services.tripPacks.bookingFor(token, siteToday());
    if (!bookingId) throw notFound('This travel pack link is not valid');
    return bookingId;
  };

  // The pack's offline worker (issue 30): re-checked on every visit so a fix reaches phones at once.
  router.get('/trips-sw.js', async (_req, res) => {
    const source = await packWorkerSource();
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/trips/');
    res.send(source);
  });

  // Installable: the pack opens from the home screen at its own address, without the site's menu around it.
  router.get('/trips/:token/manifest.webmanifest', async (req, res) => {
    const bookingId = await open(req.services, req.params.token);
    const pack = (await tripPackView(req.services.em, bookingId))!;
    const start = `/trips/${encodeURIComponent(req.params.token)}`;
    res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({
      name: `${pack.tripName ?? packContent.defaultTripName} (${pack.reference})`,
      short_name: 'Travel pack',
      start_url: start,
      scope: `${start}`,
      display: 'standalone',
      background_color: '#fbf8f3',
      theme_color: '#243a2b',
      icons: [
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
        { src: '/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
      ],
    });
  });

  router.get('/trips/:token/trip.ics', async (req, res) => {
    const bookingId = await open(req.services, req.params.token);
    const pack = (await tripPackView(req.services.em, bookingId))!;
    const events = pack.days.map((d, i) =>
      [
        'BEGIN:VEVENT',
        `UID:${pack.reference}-${i + 1}@trips`,
        `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
        `DTSTART;VALUE=DATE:${icsDate(d.from)}`,
        // An all-day event ends the day after it starts at the earliest (RFC 5545 §3.6.1): a stop of no nights is one day.
        `DTEND;VALUE=DATE:${icsDate(d.to > d.from ? d.to : addDays(d.from, 1))}`,
        `SUMMARY:${icsText(d.title)}`,
        `LOCATION:${icsText([d.lodge, d.place].filter(Boolean).join(', '))}`,
        ...(d.phone || d.confirmation ? [`DESCRIPTION:${icsText([d.phone ? `Phone ${d.phone}` : '', d.confirmation ? `Confirmation ${d.confirmation}` : ''].filter(Boolean).join('; '))}`] : []),
        'END:VEVENT',
      ].join('\r\n'),
    );
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', `attachment; filename="trip-${pack.reference}.ics"`);
    res.send(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Safari//Trip pack//EN', ...events, 'END:VCALENDAR', ''].join('\r\n'));
  });

  router.get('/trips/:token/vouchers/:id.pdf', async (req, res) => {
    const bookingId = await open(req.services, req.params.token);
    const release = await voucherRelease(req.services.em, bookingId);
    const reservation = /^[0-9a-f-]{36}$/.test(req.params.id) ? await req.services.reservations.get(req.params.id) : null;
    if (!release?.released || !reservation || reservation.bookingId !== bookingId || reservation.status !== 'confirmed') throw notFound('This voucher is not available yet');
    const booking = (await req.services.reservations.booking(bookingId))!;
    const { emergencyPhone } = await req.services.companySettings.get();
    const pdf = await renderVoucher(reservation, booking, emergencyPhone);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(pdf);
  });

  return router;
}
