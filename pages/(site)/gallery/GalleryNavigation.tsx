import { createContext, useContext, useEffect, useRef, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';

interface GalleryNavigation {
  /** True from a click (or Back/Forward) until the next level's data has arrived. */
  pending: boolean;
  go: (href: string) => void;
}

const NavigationContext = createContext<GalleryNavigation>({ pending: false, go: () => {} });

/**
 * Moves between the browser's levels with Vike's client navigation, which re-runs +data on the
 * server, and knows when such a move is under way so the page can say 'Loading gallery...'.
 * "Pending" is remembered as the URL we were on when it began: once the page context moves to
 * another URL the new level is there, without an extra effect to reset it.
 */
export function GalleryNavigationProvider({ children }: { children: ReactNode }) {
  const { urlOriginal } = usePageContext();
  const [leftFrom, setLeftFrom] = useState<string | null>(null);
  const current = useRef(urlOriginal);
  current.current = urlOriginal;

  useEffect(() => {
    const onPopState = () => setLeftFrom(current.current);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const go = (href: string) => {
    if (href === current.current) return;
    setLeftFrom(current.current);
    void navigate(href);
  };

  return <NavigationContext value={{ pending: leftFrom === urlOriginal, go }}>{children}</NavigationContext>;
}

export function useGalleryNavigation(): GalleryNavigation {
  return useContext(NavigationContext);
}

/**
 * A real link (it can be opened in a new tab, and works before hydration) whose plain clicks go
 * through `go`. data-vike="false" stops Vike's own link handling from navigating a second time.
 */
export function GalleryLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { go } = useGalleryNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  };
  return <a href={href} data-vike="false" onClick={handleClick} {...props} />;
}
