import { useData } from 'vike-react/useData';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#lib/domain/site/locale.ts';
import type { PackContent } from '#lib/content/pack.content.ts';
import { packCopy } from '#lib/content/pack.content.de.ts';

/** The traveller's language on their pack (issue 42), which the page's `+data.ts` names. */
export function usePackLocale(): Locale {
  const data = useData<{ locale?: unknown } | undefined>();
  return isLocale(data?.locale) ? data.locale : DEFAULT_LOCALE;
}

/** The pack's words in the traveller's language. */
export function usePackCopy(): PackContent {
  return packCopy[usePackLocale()];
}
