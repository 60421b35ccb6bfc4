/**
 * The English words of the site's frame, for the code that is English only (staff tools, scripts) or not yet
 * given a language. Pages pick the words for their language from `lib/i18n/` (issue 42).
 */
import { callBarWords, contactDetailsWords, footerWords } from '#lib/i18n/site-footer.ts';
import { headerWords, lightboxWords, privacyNoteWords, testimonialWords } from '#lib/i18n/site-chrome.ts';

export type { NavLink } from '#lib/i18n/site-chrome.ts';

export const { desktopNav, mobileNav, ...headerContent } = headerWords.en;
export const footerNav = footerWords.en.nav;
export const privacyNoteContent = privacyNoteWords.en;
export const footerContent = footerWords.en;
export const contactDetailsContent = contactDetailsWords.en;
export const testimonialContent = testimonialWords.en;
export const callBarContent = callBarWords.en;
export const lightboxContent = lightboxWords.en;
