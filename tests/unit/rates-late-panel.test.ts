import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import type { StoredRates } from '#lib/domain/money/exchange.ts';
import { RatesLate } from '#pages/admin/(dashboard)/index/RatesLate.tsx';

// Issue 42: the Overview says when the rates behind travellers' approximate prices are older than two days.
const site = { timeZone: 'Africa/Johannesburg' } as PageContext['site'];
const NOW = '2026-11-30T08:00:00.000Z';
const stored = (date: string): StoredRates => ({ rates: { date, base: 'EUR', rates: { USD: 1.159 } }, checkedAt: '2026-11-29T14:35:00.000Z' });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/&#x27;/g, "'").trim();
const render = (rates: StoredRates | null) =>
  renderToStaticMarkup(createElement(VikeReactProviderPageContext, { pageContext: { site } as PageContext, children: createElement(RatesLate, { stored: rates, now: NOW }) }));

describe("the Overview's exchange-rate warning", () => {
  it('says nothing while the rates are at most two days old (a weekend’s Friday rates on Sunday)', () => {
    expect(render(stored('2026-11-28'))).toBe('');
    expect(render(stored('2026-11-30'))).toBe('');
  });

  it('names the age, the rates’ day and when they were last read once older', () => {
    const html = text(render(stored('2026-11-27')));
    expect(html).toContain('The exchange rates are 3 days old');
    expect(html).toContain('reference rates of 27 Nov 2026, last read 29 Nov 2026, 16:35');
    expect(html).toContain('more than 4 days old, no approximate price is shown');
  });

  it('says when no rates were ever fetched', () => {
    expect(text(render(null))).toContain('No exchange rates yet');
  });
});
