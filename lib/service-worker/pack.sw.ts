/// <reference lib="webworker" />
/**
 * The traveller's pack service worker (issue 30), served at `/trips-sw.js` and registered by the pack page only,
 * with scope `/trips/`: no other page loads or registers it, so no other page's first load grows. Built on its own
 * into one classic script at a fixed name (decision 167): it imports nothing.
 *
 * - Each token has a cache of its own (`pack-v1:<token>`), and a request is answered only from the cache of the
 *   token in its own address: one booking's pack is never served for another token.
 * - Network first: online, the pack is always the server's current one and the copy is refreshed; the server's
 *   404 or 410 for the pack's page (link revoked, expired, booking cancelled) deletes that token's copy.
 * - Offline (or the server answering 5xx), the stored page is served with a line "Saved for offline use on …" (the time it was stored), put
 *   before the app's root so hydration never sees it.
 * - The page asks for its voucher PDFs and its own scripts and styles to be stored when it opens (message `save`),
 *   because the first visit happens before the worker controls the page.
 */
// A module (the empty export), so this `self` is the worker's scope here and the DOM's window stays everywhere else.
declare const self: ServiceWorkerGlobalScope;
export {};

const PREFIX = 'pack-v1:';
const ASSETS = 'pack-v1-assets';
const PACK_PATH = /^\/trips\/([^/]+)(\/.*)?$/;

interface PackAddress {
  token: string;
  /** What follows the token: '' for the page, `/trip.ics`, `/vouchers/<id>.pdf`… */
  rest: string;
}

const packToken = (url: string): PackAddress | null => {
  const u = new URL(url, self.location.origin);
  if (u.origin !== self.location.origin) return null;
  const m = PACK_PATH.exec(u.pathname);
  return m ? { token: m[1]!, rest: m[2] ?? '' } : null;
};
const isAsset = (url: string) => {
  const u = new URL(url, self.location.origin);
  return u.origin === self.location.origin && /^\/(assets|fonts)\/|^\/(favicon|icon-|apple-touch-icon)/.test(u.pathname);
};
// The page, its calendar, its manifest and its voucher PDFs: nothing else under a token is kept.
const keepable = (rest: string) =>
  rest === '' || rest === '/' || rest === '/trip.ics' || rest === '/manifest.webmanifest' || /^\/vouchers\/[0-9a-f-]{36}\.pdf$/.test(rest);

async function store(cacheName: string, url: string, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set('x-saved-at', new Date().toISOString());
  const body = await response.arrayBuffer();
  const cache = await caches.open(cacheName);
  await cache.put(url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
}

async function fetchAndKeep(url: string, pack: PackAddress): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (response.ok) await store(PREFIX + pack.token, url, response.clone());
  else if (response.status === 404 || response.status === 410) {
    if (pack.rest === '' || pack.rest === '/') await caches.delete(PREFIX + pack.token);
    else await (await caches.open(PREFIX + pack.token)).delete(url);
  }
  return response;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!);

async function savedPage(cached: Response): Promise<Response> {
  const savedAt = cached.headers.get('x-saved-at');
  const when = savedAt ? new Date(savedAt).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' }) : '';
  const line = '<p role="status" data-pack-offline style="margin:0;padding:12px 16px;background:#243a2b;color:#fff;font:600 16px/1.4 system-ui,sans-serif">' +
    escapeHtml(`You are offline. Saved for offline use on ${when}.`) + '</p>';
  const html = (await cached.text()).replace(/<body([^>]*)>/i, (m) => m + line);
  const headers = new Headers(cached.headers);
  headers.delete('content-length');
  return new Response(html, { status: 200, headers });
}

async function answer(request: Request, pack: PackAddress): Promise<Response> {
  let response: Response | null = null;
  try {
    response = await fetchAndKeep(request.url, pack);
    // A lodge's failing proxy or our server's outage (5xx) is no better than no signal: the saved copy serves.
    if (response.status < 500) return response;
  } catch {
    // No signal: the saved copy below.
  }
  const cached = await (await caches.open(PREFIX + pack.token)).match(request.url);
  if (!cached) return response ?? new Response('This travel pack has not been saved on this device yet. Open it once with a connection.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return request.mode === 'navigate' ? savedPage(cached) : cached;
}

async function asset(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(ASSETS)).put(request.url, response.clone());
    return response;
  } catch (offline) {
    const cached = await (await caches.open(ASSETS)).match(request.url);
    if (cached) return cached;
    throw offline;
  }
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const pack = packToken(request.url);
  if (pack && keepable(pack.rest)) event.respondWith(answer(request, pack));
  else if (isAsset(request.url)) event.respondWith(asset(request));
});

/** The page's own request to keep itself, its vouchers and its assets (components/site/pack/PackOffline.tsx). */
interface SaveMessage {
  type: 'save';
  urls: string[];
}
const isSaveMessage = (data: unknown): data is SaveMessage =>
  typeof data === 'object' && data !== null && (data as SaveMessage).type === 'save' && Array.isArray((data as SaveMessage).urls);

// Only URLs of the asking page's token are kept.
self.addEventListener('message', (event) => {
  const port = event.ports?.[0];
  const source = event.source;
  if (!isSaveMessage(event.data) || !source) return;
  const { urls } = event.data;
  // A window or worker client has an address; any other sender owns no token, so it may only keep assets.
  const own = 'url' in source ? packToken(source.url) : null;
  const work = (async () => {
    let saved = 0;
    for (const url of urls) {
      const pack = packToken(url);
      try {
        if (own && pack && pack.token === own.token && keepable(pack.rest)) {
          if ((await fetchAndKeep(new URL(url, self.location.origin).href, pack)).ok) saved++;
        } else if (isAsset(url)) {
          const response = await fetch(url);
          if (response.ok) {
            await (await caches.open(ASSETS)).put(new URL(url, self.location.origin).href, response);
            saved++;
          }
        }
      } catch {
        // Offline for this one: the count tells the page how many were kept.
      }
    }
    port?.postMessage({ saved });
  })();
  event.waitUntil(work);
});
