import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { CONTACT_SECTION_ID, scrollToSection } from './scroll-to-section.ts';

export const CONTACT_PAGE = '/contact';

/**
 * Handles a click on a "Contact" link: scrolls to the page's contact section when it has one,
 * else goes to the contact page. Returns without acting on modified clicks (new tab, etc.).
 * The link carries data-vike="false" because Vike's router navigates on every link click, even
 * one whose default was prevented, so the scroll would be followed by a page change.
 */
export function followContactLink(event: MouseEvent<HTMLAnchorElement>, beforeScroll?: () => boolean) {
  if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  if (document.getElementById(CONTACT_SECTION_ID)) {
    if (!beforeScroll?.()) scrollToSection(CONTACT_SECTION_ID);
    return;
  }
  // Public pages use server routing (issue 9: no client router in their first-load JS).
  window.location.assign(CONTACT_PAGE);
}

/** SPEC's Contact button: before hydration an ordinary link to the contact page. */
export function ContactLink({ onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    followContactLink(event);
  }
  return <a href={CONTACT_PAGE} data-vike="false" onClick={handleClick} {...props} />;
}
