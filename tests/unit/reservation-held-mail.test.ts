import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { ReservationHeldMail } from '#components/admin/mail/ReservationHeldMail.tsx';

// Issue 38, decision 171: mail naming a reservation that is not the supplier's answer, as staff see it.
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').trim();

const event = (kind: string, data: Record<string, unknown>) => ({ kind, author: null, data, createdAt: '2026-11-20T10:00:00Z' });
const reservation = (events: ReservationView['events']) => ({ id: 'r1', events }) as ReservationView;

describe('mail held on a reservation', () => {
  it('shows nothing when every mail is the supplier’s answer', () => {
    expect(renderToStaticMarkup(createElement(ReservationHeldMail, { reservation: reservation([event('mail-received', { from: 'res@camp.example', text: 'Confirmed' })]) }))).toBe('');
  });

  it('shows held mail by its address with accept and discard, and labels automatic mail', () => {
    const html = text(
      renderToStaticMarkup(
        createElement(ReservationHeldMail, {
          reservation: reservation([
            event('mail-held', { eventId: 'e1', from: 'probe@evil.example', mailFrom: 'probe@evil.example', subject: 'Re: [RES-AAA111]', text: 'Confirmed, pay us directly', automatic: null }),
            event('mail-automatic', { eventId: 'e2', from: 'res@camp.example', mailFrom: 'res@camp.example', subject: 'Out of office', text: 'Away', automatic: 'auto-reply' }),
            event('mail-held', { eventId: 'e3', from: 'mailer-daemon@camp.example', mailFrom: 'mailer-daemon@camp.example', subject: '', text: '', withheld: true, automatic: 'bounce' }),
          ]),
        }),
      ),
    );
    expect(html).toContain('From another sender: probe@evil.example.');
    expect(html).toContain('Confirmed, pay us directly');
    expect(html).toContain('Accept as the supplier’s answer');
    expect(html).toContain('Also take later mail from probe@evil.example as the supplier’s');
    expect(html).toContain('Discard');
    expect(html).toContain('Automatic reply from res@camp.example (not an answer): Out of office');
    expect(html).toContain('Undelivered: a delivery report from mailer-daemon@camp.example');
    expect(html).toContain('Its words were not kept');
  });
});
