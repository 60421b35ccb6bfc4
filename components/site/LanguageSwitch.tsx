import { usePageContext } from 'vike-react/usePageContext';
import { LOCALES } from '#lib/domain/site/locale.ts';
import { headerWords } from '#lib/i18n/site-chrome.ts';
import { localesOf, localizedPath } from '#lib/i18n/locale-paths.ts';
import { useLocale } from './use-locale.ts';

/**
 * The link to this same page in the other language, named in that language ("Deutsch" on an English page) with
 * `lang` and `hreflang` set, so a reader finds their own word and a screen reader says it rightly. A page that
 * exists in one language only shows none: a switch to another page would lose the reader's place (issue 42).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { urlPathname } = usePageContext();
  const locale = useLocale();
  const other = LOCALES.find((candidate) => candidate !== locale);
  if (!other || !localesOf(urlPathname).includes(other)) return null;
  return (
    <a
      href={localizedPath(urlPathname, other)}
      hrefLang={other}
      lang={other}
      title={headerWords[locale].switchTitle}
      className={className}
      data-language-switch=""
    >
      {headerWords[locale].switchLabel}
    </a>
  );
}
