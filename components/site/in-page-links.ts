import { CONTACT_SECTION_ID, scrollToSection } from './scroll-to-section.ts';

/** Marks SPEC's Contact links: a link to the contact page that, where the page has a contact section, goes there instead. */
export const CONTACT_LINK_ATTRIBUTE = 'data-contact-link';

/**
 * One document listener gives every in-page link its smooth scroll and focus move, and every
 * Contact link its jump to the page's own contact section. Links therefore need no handler of their
 * own, so the sections that hold them can stay server-rendered markup with no code in the browser
 * (decision 072). It listens in the bubble phase, after React: a component that handles a click
 * itself (the mobile menu) prevents the default and this listener leaves that click alone.
 */
export function followInPageLinks() {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const sectionId = link ? inPageTarget(link) : undefined;
    if (sectionId && scrollToSection(sectionId)) event.preventDefault();
  });
}

/** The section of this page a link leads to, if it leads to one. */
function inPageTarget(link: HTMLAnchorElement): string | undefined {
  if (link.hasAttribute(CONTACT_LINK_ATTRIBUTE)) return CONTACT_SECTION_ID;
  const href = link.getAttribute('href');
  // Our section ids are plain words, never escaped in a link.
  return href && href.length > 1 && href.startsWith('#') ? href.slice(1) : undefined;
}
