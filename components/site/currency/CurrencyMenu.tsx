import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { MAIN_CURRENCIES, OTHER_ECB_CURRENCIES } from '#lib/domain/money/exchange.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { currencyContent } from './currency.content.ts';

const STORAGE_KEY = 'currency';
/** German pages start with the euro; English ones with the dollar the trips are priced in (issue 42). */
const STARTING_CURRENCY: Record<Locale, string> = { en: 'USD', de: 'EUR' };
const OPTIONS = [...MAIN_CURRENCIES, ...OTHER_ECB_CURRENCIES];

function remembered(): string | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value && (OPTIONS as readonly string[]).includes(value) ? value : null;
  } catch {
    // Storage refused (a private window's quota, a blocked site): the page's own currency still works.
    return null;
  }
}

/** Whether any price on the page is charged in another currency than `currency`. */
function anythingToApproximate(currency: string): boolean {
  return document.querySelector(`[data-price-currency]:not([data-price-currency="${currency}"])`) !== null;
}

/**
 * The visitor's currency: remembered in this browser, applied to every price on the page. The server renders the
 * page's starting currency for everyone; the choice is read after hydration, and the code and rates that convert
 * are fetched only when a price needs them (decision 197), so the menu adds a few hundred bytes to a page.
 */
export function CurrencyMenu({ locale }: { locale: Locale }) {
  const [currency, setCurrency] = useState(STARTING_CURRENCY[locale]);
  const copy = currencyContent[locale];
  // A page reached without a load may bring the first prices to convert.
  const { urlPathname } = usePageContext();

  useEffect(() => {
    setCurrency(remembered() ?? STARTING_CURRENCY[locale]);
  }, [locale]);

  useEffect(() => {
    let cancelled = false;
    if (!anythingToApproximate(currency) && !document.querySelector('[data-price-approx]')) return;
    void import('./approximate-prices.browser.ts').then((approximate) => {
      if (!cancelled) approximate.showApproximations(currency, locale);
    });
    return () => {
      cancelled = true;
    };
  }, [currency, locale, urlPathname]);

  return (
    <label className="-mr-2 ml-auto flex shrink-0 items-center xl:mr-0 xl:ml-0">
      <span className="sr-only">{copy.menuLabel}</span>
      <select
        value={currency}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          setCurrency(chosen);
          try {
            window.localStorage.setItem(STORAGE_KEY, chosen);
          } catch {
            // Not remembered, still shown.
          }
        }}
        className="w-[4.5rem] rounded-md border border-sand-300 bg-white py-1.5 pr-1 pl-1.5 text-sm font-medium text-bush-900 focus-visible:outline-2 focus-visible:outline-ochre-600"
      >
        {OPTIONS.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
