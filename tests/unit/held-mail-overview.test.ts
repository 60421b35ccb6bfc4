import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { HeldMail } from '#pages/admin/(dashboard)/index/HeldMail.tsx';
import type { HeldMailSummary } from '#lib/domain/enquiry/enquiry.types.ts';

const site = { timeZone: 'Africa/Johannesburg' } as PageContext['site'];
const render = (held: { total: number; items: HeldMailSummary[] }) =>
  renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext: { site } as PageContext, children: createElement(HeldMail, { held }) }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

describe('the Overview on mail from other senders', () => {
  it('names each by its address and enquiry, links to the enquiry, and says how many more there are', () => {
    const html = render({
      total: 3,
      items: [
        { inquiryId: 'a1', reference: 1001, name: 'Amara Okafor', sender: 'mallory@evil.example', at: '2026-11-24T10:00:00.000Z' },
        { inquiryId: 'b2', reference: 1002, name: 'Zanele Dube', sender: null, at: '2026-11-24T11:00:00.000Z' },
      ],
    });
    expect(text(html)).toContain('Mail from other senders is waiting');
    expect(text(html)).toContain('mallory@evil.example about Amara Okafor (AST-1001)');
    expect(text(html)).toContain('(no sender address) about Zanele Dube (AST-1002)');
    expect(text(html)).toContain('and 1 more');
    expect(html).toContain('href="/admin/inquiries/a1"');
  });

  it('shows nothing while no mail waits', () => {
    expect(render({ total: 0, items: [] })).toBe('');
  });
});
