import type { ReactNode } from 'react';
import { buttonClasses } from '#components/ui/Button.tsx';
import { useSiteHref } from '#components/site/use-locale.ts';
import { bookingHref, type Booking } from './activity.types.ts';

interface BookLinkProps {
  booking: Pick<Booking, 'target' | 'about'>;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A Book button. To the contact page it is a plain link that names the activity there (`?about=`), so
 * the form opens about it; to the page's own contact section it is an in-page link, which
 * `in-page-links.ts` turns into a smooth scroll that also moves keyboard focus, to a form that already
 * names the page's place.
 */
export function BookLink({ booking, children, size = 'lg', className = '' }: BookLinkProps) {
  const siteHref = useSiteHref();
  return (
    <a href={siteHref(bookingHref(booking))} className={buttonClasses('primary', size, className)}>
      {children}
    </a>
  );
}
