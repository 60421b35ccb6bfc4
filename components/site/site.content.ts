/**
 * The English words of the site's frame, for the code that is English only (staff tools, scripts) or not yet
 * given a language. Pages pick the words for their language from `lib/i18n/` (issue 42).
 */
import { callBarWords, contactDetailsWords, footerWords } from '#lib/i18n/site-footer.ts';
import { headerWords, lightboxWords, privacyNoteWords, testimonialWords } from '#lib/i18n/site-chrome.ts';

export type { NavLink } from '#lib/i18n/site-chrome.ts';

// Each read is a pure call: a bundler keeps a property read it cannot prove harmless, so without these a browser page
// that takes only the lightbox's words shipped the footer's and the call bar's too (1.2 kB gzip, issue 43).
const pure = <T,>(read: () => T): T => read();
const header = /* @__PURE__ */ pure(() => {
  const { desktopNav, mobileNav, ...rest } = headerWords.en;
  return { desktopNav, mobileNav, rest };
});
export const desktopNav = /* @__PURE__ */ pure(() => header.desktopNav);
export const mobileNav = /* @__PURE__ */ pure(() => header.mobileNav);
export const headerContent = /* @__PURE__ */ pure(() => header.rest);
export const footerNav = /* @__PURE__ */ pure(() => footerWords.en.nav);
export const privacyNoteContent = /* @__PURE__ */ pure(() => privacyNoteWords.en);
export const footerContent = /* @__PURE__ */ pure(() => footerWords.en);
export const contactDetailsContent = /* @__PURE__ */ pure(() => contactDetailsWords.en);
export const testimonialContent = /* @__PURE__ */ pure(() => testimonialWords.en);
export const callBarContent = /* @__PURE__ */ pure(() => callBarWords.en);
export const lightboxContent = /* @__PURE__ */ pure(() => lightboxWords.en);
