import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { CONTACT_SECTION_ID, scrollToSection } from './scroll-to-section.ts';

/**
 * SPEC's Contact button: scrolls to the page's own contact section when it has one; on pages
 * without one (and before hydration) it is an ordinary link to the contact page.
 */
export function ContactLink({ onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(CONTACT_SECTION_ID)) event.preventDefault();
  }
  return <a href="/contact" onClick={handleClick} {...props} />;
}
