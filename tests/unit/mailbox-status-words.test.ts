import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { inboundContent } from '#components/admin/mail/inbound.content.ts';
import { MailboxStatus } from '#pages/admin/(dashboard)/index/MailboxStatus.tsx';
import type { MailboxState } from '#lib/domain/mail/mail.types.ts';

const site = { timeZone: 'Africa/Johannesburg' } as PageContext['site'];
const NOW = '2026-11-24T10:12:00.000Z';
const failing = (lastError: string): MailboxState => ({
  mailbox: 'desk@safari.example on imap.safari.example',
  reachable: false,
  failingSince: '2026-11-24T10:00:00.000Z',
  lastError,
  checkedAt: '2026-11-24T10:11:00.000Z',
});
const render = (state: MailboxState | null) =>
  renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext: { site } as PageContext, children: createElement(MailboxStatus, { state, now: NOW }) }));
/** What a reader sees before opening the details: the summary's detail is folded away. */
const visible = (html: string) => html.replace(/<details[\s\S]*?<\/details>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

describe('the Overview on a mailbox that cannot be read', () => {
  it.each([
    ['connect ECONNREFUSED 10.0.0.5:993', inboundContent.mailbox.reasons.unreachable],
    ['AUTHENTICATIONFAILED Invalid credentials (Failure)', inboundContent.mailbox.reasons.password],
    ['self-signed certificate in certificate chain', inboundContent.mailbox.reasons.certificate],
    ['NO [ALERT] Something odd', inboundContent.mailbox.reasons.unknown],
    ['The mail server stopped answering (nothing for 90 s)', inboundContent.mailbox.reasons.stalled],
    ['ETIMEOUT Socket timeout', inboundContent.mailbox.reasons.stalled],
  ])('says why in words (%s), the server’s own answer folded away', (error, words) => {
    const html = render(failing(error));
    expect(visible(html)).toContain(words);
    expect(visible(html)).not.toContain(error);
    expect(html).toContain(`<summary class="cursor-pointer">${inboundContent.mailbox.detail}</summary>`);
    expect(html).toContain(error);
  });

  it('says nothing while the mailbox is read, or when no worker has checked it lately', () => {
    expect(render(null)).toBe('');
    expect(render({ ...failing('ECONNREFUSED'), reachable: true, failingSince: null })).toBe('');
    expect(render({ ...failing('ECONNREFUSED'), checkedAt: '2026-11-24T09:00:00.000Z' })).toBe('');
  });
});
