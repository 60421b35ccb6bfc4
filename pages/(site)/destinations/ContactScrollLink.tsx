import type { ReactNode } from 'react';
import { buttonClasses } from '#components/ui/Button.tsx';
import { CONTACT_SECTION_ID } from '#components/site/scroll-to-section.ts';

interface ContactScrollLinkProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'outline';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * Learn More, Plan Your Visit, Book Your Safari: a jump to the page's contact section. A plain
 * in-page link; once the page's script runs it scrolls smoothly and moves focus there too
 * (`in-page-links.ts`), so it needs no code of its own and works in server-only markup.
 */
export function ContactScrollLink({ children, variant = 'primary', size = 'md', className = '' }: ContactScrollLinkProps) {
  return (
    <a href={`#${CONTACT_SECTION_ID}`} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  );
}
