import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses } from '#components/ui/Button.tsx';
import { CONTACT_SECTION_ID, scrollToSection } from '#components/site/scroll-to-section.ts';
import { bookingHref, type BookingTarget } from './activity.types.ts';

interface BookLinkProps {
  target: BookingTarget;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A Book button. To the contact page it is a plain link; to the page's own contact section it
 * is an in-page link that, once hydrated, also moves keyboard focus to the form's section.
 */
export function BookLink({ target, children, size = 'lg', className = '' }: BookLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (target !== 'contact-section' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(CONTACT_SECTION_ID)) event.preventDefault();
  }
  return (
    <a href={bookingHref(target)} onClick={handleClick} className={buttonClasses('primary', size, className)}>
      {children}
    </a>
  );
}
