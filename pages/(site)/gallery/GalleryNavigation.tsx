import { createContext, useCallback, useContext, useEffect, useRef, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import type { GalleryLevelData } from '#lib/domain/catalogue/catalogue.types.ts';
import { API_CALLS } from 'virtual:api-calls/site';
import { apiOf } from '#lib/api-request.browser.ts';

/** The site group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'site');

interface GalleryLevels {
  /** The level on screen. */
  data: GalleryLevelData;
  /** True from a click (or Back/Forward) until the next level's data has arrived. */
  pending: boolean;
  /** How many levels have replaced the server's since the page loaded; focus follows each change. */
  arrivals: number;
  go: (href: string) => void;
}

const GoContext = createContext<(href: string) => void>(() => {});

const pathAndQuery = (url: URL | Location) => url.pathname + url.search;

/**
 * Moves between the browser's levels inside the page (decision 073): /gallery is server routed, so
 * there is no client router; a level's data comes from GET /api/gallery-level with the URL's own
 * query (the very function +data runs), the URL moves with history.pushState once it has arrived, and
 * Back/Forward load the level of the entry they land on. Only the latest move counts, so a quick
 * second click or a Back while loading wins over the first. A move whose data cannot be read becomes a
 * full page load of its URL, never a page stuck on 'Loading gallery...'.
 */
export function useGalleryLevels(initial: GalleryLevelData): GalleryLevels {
  const [state, setState] = useState({ data: initial, pending: false, arrivals: 0 });
  const latest = useRef(0);
  /** The path and query whose level is on screen; set once mounted (there is no location on the server). */
  const shown = useRef('');

  const show = useCallback(async (href: string, push: boolean) => {
    const move = ++latest.current;
    const url = new URL(href, location.href);
    setState((current) => ({ ...current, pending: true }));
    try {
      const response = await fetch(`${api.site.galleryLevel.url()}${url.search}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET ${api.site.galleryLevel.url()} answered ${response.status}`);
      const data = (await response.json()) as GalleryLevelData;
      if (move !== latest.current) return;
      if (push) history.pushState(null, '', url);
      shown.current = pathAndQuery(url);
      setState((current) => ({ data, pending: false, arrivals: current.arrivals + 1 }));
    } catch {
      // The same URL as the current one (after Back/Forward) is a reload rather than a second entry.
      if (move === latest.current) location.assign(url);
    }
  }, []);

  useEffect(() => {
    shown.current = pathAndQuery(location);
    // A popstate that leaves the path and query alone (a #fragment) changes no level.
    const onPopState = () => {
      if (pathAndQuery(location) !== shown.current) void show(location.href, false);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const go = useCallback(
    (href: string) => {
      if (pathAndQuery(new URL(href, location.href)) !== shown.current) return void show(href, true);
      // A link to the level still on screen (the breadcrumb stays while loading) calls off any move under way.
      latest.current++;
      setState((current) => (current.pending ? { ...current, pending: false } : current));
    },
    [show],
  );

  return { ...state, go };
}

/** Gives the level links below it the browser's `go`. */
export function GalleryNavigationProvider({ go, children }: { go: (href: string) => void; children: ReactNode }) {
  return <GoContext value={go}>{children}</GoContext>;
}

/**
 * A real link (it can be opened in a new tab, and works as a page load before hydration or without
 * JavaScript) whose plain left clicks move to the level inside the page.
 */
export function GalleryLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const go = useContext(GoContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  };
  return <a href={href} onClick={handleClick} {...props} />;
}
