import { privacyNoteWords } from '#lib/i18n/site-chrome.ts';
import { useLocale, useSiteLink } from './use-locale.ts';

/** Beside both enquiry forms: what happens to what the traveller sends, with the full notice a click away. */
export function PrivacyNote() {
  const copy = privacyNoteWords[useLocale()];
  const siteLink = useSiteLink();
  return (
    <p className="text-sm text-stone-600">
      {copy.text}{' '}
      <a {...siteLink(copy.link.href)} className="font-medium text-bush-800 underline underline-offset-4 hover:text-ochre-700">
        {copy.link.label}
      </a>
      .
    </p>
  );
}
