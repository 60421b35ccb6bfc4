import { describe, expect, it } from 'vitest';
import { automaticKind } from '#server/mail/inbound/automatic-mail.ts';

const head = (lines: Record<string, string>) => Object.entries({ From: 'x@lodge.example', Subject: 'Re: Reservation', ...lines }).map(([k, v]) => `${k}: ${v}`).join('\r\n');

// Issue 38, decision 171: mail no person wrote is labelled and never an answer.
describe('automatic mail', () => {
  it('takes mail a person wrote as such', () => {
    expect(automaticKind(head({}), 'x@lodge.example', 'Re: Reservation request [RES-ABCDEF]')).toBeNull();
    expect(automaticKind(head({ 'Auto-Submitted': 'no' }), 'x@lodge.example', 'Re: Reservation')).toBeNull();
    // A subject that mentions an office is not a vacation reply.
    expect(automaticKind(head({}), 'x@lodge.example', 'Re: our office is open on the 12th')).toBeNull();
  });

  it('knows auto-replies by their headers and vacation subjects', () => {
    expect(automaticKind(head({ 'Auto-Submitted': 'auto-replied; owner-email="x@lodge.example"' }), 'x@lodge.example', 'Re: x')).toBe('auto-reply');
    expect(automaticKind(head({ 'auto-submitted': 'auto-generated' }), 'x@lodge.example', 'Re: x')).toBe('auto-reply');
    expect(automaticKind(head({ 'X-Autoreply': 'yes' }), 'x@lodge.example', 'Re: x')).toBe('auto-reply');
    expect(automaticKind(head({ Precedence: 'auto_reply' }), 'x@lodge.example', 'Re: x')).toBe('auto-reply');
    expect(automaticKind(head({ Precedence: 'bulk' }), 'x@lodge.example', 'Re: x')).toBe('auto-reply');
    for (const subject of ['Out of Office: Reservation', 'Automatic reply: Reservation', 'Auto: Reservation', 'Abwesenheitsnotiz: Reservation', 'Réponse automatique : Reservation']) {
      expect(automaticKind(head({}), 'x@lodge.example', subject)).toBe('auto-reply');
    }
  });

  it('knows bounces by their report type, sender or subject, folded headers included', () => {
    expect(automaticKind(head({ 'Content-Type': 'multipart/report;\r\n report-type=delivery-status; boundary="b"' }), 'x@lodge.example', 'Re: x')).toBe('bounce');
    expect(automaticKind(head({}), 'mailer-daemon@lodge.example', 'Re: x')).toBe('bounce');
    expect(automaticKind(head({}), 'postmaster@lodge.example', 'Delivery Status Notification (Failure)')).toBe('bounce');
    expect(automaticKind(head({}), 'x@lodge.example', 'Undeliverable: Reservation request')).toBe('bounce');
  });
});
