import type { MouseEvent, ReactNode } from 'react';
import { buttonClasses } from '#components/ui/Button.tsx';
import { CONTACT_SECTION_ID, scrollToSection } from '#components/site/scroll-to-section.ts';

interface ContactScrollLinkProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'outline';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * Learn More, Plan Your Visit, Book Your Safari: a jump to the page's contact section. Before
 * hydration it is a plain in-page link; after, it scrolls smoothly and moves focus there too.
 */
export function ContactScrollLink({ children, variant = 'primary', size = 'md', className = '' }: ContactScrollLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(CONTACT_SECTION_ID)) event.preventDefault();
  }
  return (
    <a href={`#${CONTACT_SECTION_ID}`} onClick={handleClick} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  );
}
