import { Router } from 'express';
import { siteToday } from '#database/site-time-zone.ts';
import { tripPackView } from '#database/repositories/trip-pack-view.ts';
import { notFound } from '../../middleware/errors.ts';
import { renderVoucher } from '../reservations/voucher.ts';
import { voucherRelease } from '#database/repositories/voucher-release.ts';
import { packWorkerSource } from '#lib/service-worker/pack-worker.server.ts';
import { packContent } from '#lib/content/pack.content.ts';
import { tripCalendar } from './trip-calendar.ts';

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
    const settings = await req.services.companySettings.get();
    // The operator's 24-hour number, else the office's: a calendar without a number to call is the one R6 found.
    const calendar = tripCalendar(pack, settings.emergencyPhone ?? settings.phone, new Date());
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', `attachment; filename="trip-${pack.reference}.ics"`);
    res.send(calendar);
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
