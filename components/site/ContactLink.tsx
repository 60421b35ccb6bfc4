import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { CONTACT_LINK_ATTRIBUTE } from './in-page-links.ts';
import { CONTACT_SECTION_ID } from './scroll-to-section.ts';
import { useSiteLink } from './use-locale.ts';

export const CONTACT_PAGE = '/contact';

/**
 * The mobile menu's Contact: the page is scroll-locked while the menu is open, so it asks to scroll
 * after the menu has closed (`scrollLater`) when the page has a contact section, and otherwise lets
 * the link go to the contact page. Modified clicks (new tab, etc.) are left to the browser.
 */
export function followContactLink(event: MouseEvent<HTMLAnchorElement>, scrollLater: () => void) {
  if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  if (!document.getElementById(CONTACT_SECTION_ID)) return;
  event.preventDefault();
  scrollLater();
}

/**
 * SPEC's Contact button: a link to the contact page that, on a page with a contact section, scrolls
 * there instead (`in-page-links.ts`; it needs no handler, so it works in server-only markup too).
 */
export function ContactLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const siteLink = useSiteLink();
  return <a {...siteLink(CONTACT_PAGE)} {...{ [CONTACT_LINK_ATTRIBUTE]: '' }} {...props} />;
}
