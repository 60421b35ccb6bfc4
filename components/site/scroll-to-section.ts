/**
 * Smooth-scrolls to a section of the current page and moves keyboard focus there too, so a
 * keyboard or screen-reader user continues from where the eye lands. Returns false when the page
 * has no such section, so the caller can navigate instead.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}

export const CONTACT_SECTION_ID = 'contact';
