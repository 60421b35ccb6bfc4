import { usePageContext } from 'vike-react/usePageContext';
import type { NavLink } from '#lib/i18n/site-chrome.ts';
import { useSiteLink } from './use-locale.ts';

/** True when the link leads to the page being shown, for aria-current (both are logical paths, whatever the language). */
export function useIsCurrent() {
  const { urlPathname } = usePageContext();
  return (href: string) => (href === '/' ? urlPathname === '/' : urlPathname === href || urlPathname.startsWith(`${href}/`));
}

interface NavLinksProps {
  links: readonly NavLink[];
  className?: string;
  linkClassName: string;
  onNavigate?: () => void;
}

/** A list of site links with the current page marked for assistive technology and the eye. */
export function NavLinks({ links, className, linkClassName, onNavigate }: NavLinksProps) {
  const isCurrent = useIsCurrent();
  const siteLink = useSiteLink();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a {...siteLink(link.href)} aria-current={isCurrent(link.href) ? 'page' : undefined} className={linkClassName} onClick={onNavigate}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
