import type { ReactNode } from 'react';
import { buttonClasses } from '#components/ui/Button.tsx';
import { bookingHref, type BookingTarget } from './activity.types.ts';

interface BookLinkProps {
  target: BookingTarget;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A Book button. To the contact page it is a plain link; to the page's own contact section it is an
 * in-page link, which `in-page-links.ts` turns into a smooth scroll that also moves keyboard focus.
 */
export function BookLink({ target, children, size = 'lg', className = '' }: BookLinkProps) {
  return (
    <a href={bookingHref(target)} className={buttonClasses('primary', size, className)}>
      {children}
    </a>
  );
}
