import { API_CALLS } from 'virtual:api-calls/rates';
import { apiOf } from '#lib/api-request.browser.ts';
import { approximationAllowed, convertApproximately, type ExchangeRates, type NoRatesYet } from '#lib/domain/money/exchange.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { currencyContent } from './currency.content.ts';

/**
 * Adds "≈ €4,120" and its label beside every price the HTML marks with `data-price-amount` and
 * `data-price-currency` (issue 42, decision 197). Loaded by the currency menu only when a price needs it, with the
 * rates from /api/rates (a browser-cached answer). The approximations are this browser's own additions beside the
 * server's markup, kept up to date as the page changes (a filter, a page reached without a load).
 */
const PRICE = '[data-price-amount][data-price-currency]';
const APPROXIMATION = 'data-price-approx';

let rates: Promise<ExchangeRates | null> | undefined;
let wanted: { currency: string; locale: Locale } | undefined;
let observer: MutationObserver | undefined;
let scheduled = false;

/** The rates group's one call alone, through the route table like every call of a public page (decision 157). */
const api = apiOf(API_CALLS, 'rates');

function loadRates(): Promise<ExchangeRates | null> {
  // "None yet" (date null) and a failed request alike show no approximation.
  rates ??= api.rates
    .latest()
    .then((body: ExchangeRates | NoRatesYet) => (body.date ? body : null))
    .catch(() => null);
  return rates;
}

/** "27 Nov 2026", "27. Nov. 2026": the rates' day as the label writes it. */
function ratesDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function approximation(price: HTMLElement, day: ExchangeRates, currency: string, locale: Locale): { key: string; text: string; label: string } | null {
  const from = price.dataset.priceCurrency!;
  const amount = Number(price.dataset.priceAmount);
  if (from === currency) return null;
  const converted = convertApproximately(amount, from, currency, day);
  if (converted === undefined) return null;
  return { key: `${amount} ${from} ${currency} ${day.date} ${locale}`, text: `≈ ${formatMoney(converted, currency, locale)}`, label: currencyContent[locale].approximate(ratesDay(day.date, locale), from) };
}

/** Brings the page's approximations in line with the choice; touches nothing already right, so it settles. */
function apply(day: ExchangeRates | null): void {
  const choice = wanted;
  const today = new Date().toISOString().slice(0, 10);
  const allowed = choice && approximationAllowed(day, today) ? day : null;
  for (const price of document.querySelectorAll<HTMLElement>(PRICE)) {
    const next = price.nextElementSibling;
    const existing = next?.hasAttribute(APPROXIMATION) ? next : null;
    const shown = allowed && choice ? approximation(price, allowed, choice.currency, choice.locale) : null;
    if (!shown) {
      existing?.remove();
      continue;
    }
    if (existing?.getAttribute(APPROXIMATION) === shown.key) continue;
    const element = document.createElement('span');
    element.setAttribute(APPROXIMATION, shown.key);
    element.className = 'block font-sans text-base font-semibold whitespace-normal';
    element.textContent = shown.text;
    const label = document.createElement('span');
    label.className = 'block text-xs font-normal';
    label.textContent = shown.label;
    element.append(label);
    if (existing) existing.replaceWith(element);
    else price.after(element);
  }
  // An approximation whose price went (a card filtered away) goes with it.
  for (const orphan of document.querySelectorAll(`[${APPROXIMATION}]`)) {
    if (!orphan.previousElementSibling?.matches(PRICE)) orphan.remove();
  }
}

export async function showApproximations(currency: string, locale: Locale): Promise<void> {
  wanted = { currency, locale };
  const day = await loadRates();
  apply(day);
  observer ??= new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      apply(day);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
