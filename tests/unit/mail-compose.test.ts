import { describe, expect, it } from 'vitest';
import type { MailInquiry } from '#lib/domain/enquiry/enquiry.types.ts';
import { createElement as h } from 'react';
import { Acknowledgement, OperatorAlert, StaffReply } from '#server/features/desk/enquiry.mails.ts';
import { rendered } from './mail-templates-support.ts';
import { MAIL_WARNING_LOG, readMailEnv } from '#server/mail/mail-env.ts';
import { mailWarningText } from '#lib/mail-warnings.content.ts';

const inquiry: MailInquiry = {
  id: '6f1c1a52-6a0b-4c8e-9f59-2a3c4d5e6f70',
  firstName: 'Jonas',
  lastName: 'Berg',
  email: 'jonas@example.com',
  phone: '+46 70 123 45 67',
  packageType: 'cross-border',
  groupSize: '2',
  arrivalDate: '2027-08-01',
  departureDate: '2027-08-12',
  budgetRange: '5000-10000',
  message: 'Honeymoon <b>Chobe</b> & Victoria Falls.',
  utmSource: 'instagram',
  utmMedium: 'social',
  utmCampaign: null,
  referrer: 'https://l.instagram.com/',
  landingPage: '/packages',
  form: 'contact',
  createdAt: '2026-11-22T20:31:00.000Z',
};
const site = { phone: '+27 82 555 0147', whatsapp: '27825550147', email: 'hello@safari.example', timeZone: 'Africa/Johannesburg' };

describe('enquiry mails', () => {
  const alert = (i: MailInquiry, siteUrl = 'https://safari.example', timeZone = 'Africa/Johannesburg') => rendered(h(OperatorAlert, { inquiry: i, siteUrl, timeZone }));

  it('tells the operator who, what, when, group, dates, budget, source and message, with a link to the dashboard', async () => {
    const mail = await alert(inquiry);
    for (const part of ['22 Nov 2026, 22:31 (Africa/Johannesburg)', 'Group size: 2 people', '1 Aug 2027 to 12 Aug 2027', '$5,000 - $10,000', 'Found us through: instagram / social; via https://l.instagram.com/; landed on /packages; contact form', '+46 70 123 45 67', 'Honeymoon <b>Chobe</b>']) {
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain('https://safari.example/admin/inquiries/6f1c1a52-6a0b-4c8e-9f59-2a3c4d5e6f70');
    // Issue 29: staff answer from the dashboard, never from their own mailbox.
    expect(mail.text).toContain('Answer Jonas from the dashboard');
    expect(mail.text).not.toMatch(/reply to this e-mail/i);
    expect(mail.html).toContain('Honeymoon &lt;b&gt;Chobe&lt;/b&gt; &amp; Victoria Falls.');
    expect(mail.html).not.toContain('<b>Chobe');
  });

  it("acknowledges the traveller with what they asked for, SPEC's promise, phone and WhatsApp", async () => {
    const mail = await rendered(h(Acknowledgement, { inquiry, site }));
    expect(mail.text).toContain("We'll respond within 24 hours");
    expect(mail.text).toContain('Cross-Border Adventure');
    expect(mail.text).toContain('+27 82 555 0147');
    expect(mail.text).toContain('https://wa.me/27825550147');
    expect(mail.text).not.toContain('instagram');
    expect(mail.html).toContain('href="https://wa.me/27825550147"');
  });

  it('says "Not given" for what the traveller left out', async () => {
    const bare = { ...inquiry, phone: null, arrivalDate: null, departureDate: null, budgetRange: null, groupSize: 'not given', utmSource: null, utmMedium: null, referrer: null, landingPage: null, form: null };
    const mail = await alert(bare, 'http://localhost:3000', 'UTC');
    expect(mail.text).toContain('Travel dates: Not given');
    expect(mail.text).toContain('Budget: Not given');
    expect(mail.text).toContain('Group size: Not given');
  });

  it("sends staff's reply as written", async () => {
    const mail = await rendered(h(StaffReply, { body: 'Hello Jonas,\n\nWe <have> ideas.' }));
    expect(mail.text.startsWith('Hello Jonas,\n\nWe <have> ideas.')).toBe(true);
    expect(mail.html).toContain('Hello Jonas,</p>');
    expect(mail.html).toContain('We &lt;have&gt; ideas.');
  });
});

describe('mail settings', () => {
  const context = { production: true, port: 3000, siteEmail: 'hello@safari.example', siteUrl: undefined };
  it('defaults to the site e-mail and the local origin, and warns in production without SMTP_URL', () => {
    const mail = readMailEnv({}, context);
    expect(mail).toMatchObject({ smtpUrl: undefined, from: 'African Safari Tours <hello@safari.example>', notifyEmail: 'hello@safari.example', siteUrl: 'http://localhost:3000', worker: true });
    // The log names the setting for whoever runs the server; staff read what it means (decision 127).
    expect(mail.warnings).toContain('no-mail-server');
    expect(MAIL_WARNING_LOG['no-mail-server']).toMatch(/SMTP_URL is not set/);
    expect(mailWarningText['no-mail-server']).not.toMatch(/SMTP_URL|DATA_DIR/);
    expect(readMailEnv({}, { ...context, production: false }).warnings).toEqual([]);
  });

  it('reads SMTP_URL, MAIL_FROM, NOTIFY_EMAIL and MAIL_WORKER, and links to the public origin readEnv found', () => {
    const mail = readMailEnv(
      { SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Safari <mail@safari.example>', NOTIFY_EMAIL: 'desk@safari.example', MAIL_WORKER: 'off' },
      { ...context, siteUrl: 'https://safari.example' },
    );
    expect(mail).toMatchObject({ smtpUrl: 'smtps://u:p@smtp.example.com:465', from: 'Safari <mail@safari.example>', notifyEmail: 'desk@safari.example', siteUrl: 'https://safari.example', worker: false, warnings: [] });
  });

  it('rejects a bad SMTP_URL, address or worker switch with the variable named', () => {
    expect(() => readMailEnv({ SMTP_URL: 'http://smtp.example.com' }, context)).toThrow(/SMTP_URL must start with smtp/);
    expect(() => readMailEnv({ NOTIFY_EMAIL: 'nobody' }, context)).toThrow(/NOTIFY_EMAIL must be an e-mail address/);
    expect(() => readMailEnv({ MAIL_WORKER: 'maybe' }, context)).toThrow(/MAIL_WORKER/);
  });
});
