import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { MailDelayed } from '#pages/admin/(dashboard)/index/MailDelayed.tsx';
import { SpamCheckBadge, SpamCheckNote } from '#pages/admin/(dashboard)/inquiries/SpamCheck.tsx';
import { changedFields, describeActivity, whereFrom } from '#components/admin/activity/activity-text.ts';
import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import type { MailDelay } from '#lib/domain/mail/mail.types.ts';

const site = { timeZone: 'Africa/Johannesburg' } as PageContext['site'];
const render = (node: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext: { site } as PageContext, children: node }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

const delay: MailDelay = {
  id: '0b7f2d3e-1c4a-4e5b-8d6f-7a8b9c0d1e2f',
  inquiryId: '1b7f2d3e-1c4a-4e5b-8d6f-7a8b9c0d1e2f',
  inquiryName: 'Jo Smith',
  recipient: 'jo@example.com',
  subject: 'We have your safari enquiry',
  lastError: '535 5.7.8 Authentication credentials invalid',
  attempts: 3,
  failingSince: '2026-11-24T10:00:00.000Z',
  nextTryAt: '2026-11-24T10:20:00.000Z',
};

describe("the Overview's mail delayed panel", () => {
  it('says why in words, for how long, when the next try is, and offers Try now', () => {
    const html = render(createElement(MailDelayed, { delays: [delay], now: '2026-11-24T10:12:00.000Z' }));
    const words = text(html);
    expect(words).toContain('Mail delayed');
    expect(words).toContain('The mail server refused the password.');
    expect(words).toContain('Not sent for 12 min, 3 tries so far.');
    expect(words).toContain('Next try: 24 Nov 2026, 12:20 (in 8 min)');
    expect(html).toContain('aria-label="Try now: We have your safari enquiry, jo@example.com"');
    expect(html).toContain('href="/admin/inquiries/1b7f2d3e-1c4a-4e5b-8d6f-7a8b9c0d1e2f"');
  });

  it('shows nothing while no mail is delayed', () => {
    expect(render(createElement(MailDelayed, { delays: [], now: '2026-11-24T10:12:00.000Z' }))).toBe('');
  });
});

describe("the desk's spam-check mark", () => {
  it('marks a possible-spam enquiry with its reason and says it was handled as usual', () => {
    const reason = 'Sent 1.2 s after the page opened; people usually take longer.';
    expect(text(render(createElement(SpamCheckBadge, { flag: 'possible' })))).toContain('Possible spam');
    const note = text(render(createElement(SpamCheckNote, { flag: 'possible', reason })));
    expect(note).toContain(reason);
    expect(note).toContain('the team was alerted and the traveller got the usual acknowledgement');
  });

  it('tells staff a silently filed enquiry sent no mail until it leaves spam', () => {
    expect(text(render(createElement(SpamCheckNote, { flag: 'held', reason: 'A hidden field was filled in.' })))).toContain('No mail went out for it');
    expect(render(createElement(SpamCheckNote, { flag: null, reason: null }))).toBe('');
  });
});

describe('activity sentences without codes', () => {
  const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
    id: '1', at: '2026-11-24T10:00:00Z', actorId: 'a', actorName: 'anna', action: 'updated', kind: 'package', recordType: 'Package',
    recordId: 'r', label: 'Kruger Classic', changes: null, ip: '::1', ...fields,
  });

  it('names changed fields in words and reads a record type it has no word for', () => {
    expect(changedFields(entry({ changes: { isActive: {}, sortOrder: {}, mustChangePassword: {}, someNewField: {} } }))).toEqual(['visibility', 'order', 'whether a new password is needed at sign-in', 'some new field']);
    expect(describeActivity(entry({ action: 'created', recordType: 'CompanySettings', label: null }))).toBe('created a company settings');
    expect(describeActivity(entry({ action: 'sent', recordType: 'ProposalDraft', label: 'Okavango' }))).toBe('sent proposal draft “Okavango”');
  });

  it('shows where a sign-in came from, and nothing for an edit', () => {
    expect(whereFrom(entry({ action: 'sign-in-failed', ip: '203.0.113.9' }))).toBe('from network address 203.0.113.9');
    expect(whereFrom(entry({ action: 'signed-in', ip: '::ffff:127.0.0.1' }))).toBe('from the server itself');
    expect(whereFrom(entry({}))).toBeNull();
  });
});
