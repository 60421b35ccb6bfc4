import { describe, expect, it } from 'vitest';
import { purgeRequests } from '#server/cache/cdn-purge.ts';
import { edgeCacheControl } from '#server/cache/cdn.ts';

describe('CDN directives', () => {
  it('lets a CDN keep a public page for CDN_CACHE_SECONDS', () => {
    expect(edgeCacheControl('/packages/kruger-classic', 300)).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=300');
  });

  it('never for pages reached by a personal token, staff pages, the JSON lists or a URL with a query', () => {
    for (const key of ['/admin', '/admin/inquiries', '/proposals/abc', '/reservations/abc', '/reviews/abc', '/trips/abc', '/api/packages', '/gallery?folder=a']) {
      expect(edgeCacheControl(key, 300), key).toBeUndefined();
    }
  });

  it('sends nothing for a CDN without CDN_CACHE_SECONDS', () => {
    expect(edgeCacheControl('/', 0)).toBeUndefined();
  });
});

describe('purge requests', () => {
  const urls = Array.from({ length: 65 }, (_, i) => `https://safari.example/page-${i}`);

  it('uses Cloudflare purge-by-URL, 30 files a request, for its API', () => {
    const requests = purgeRequests({ url: 'https://api.cloudflare.com/client/v4/zones/abc/purge_cache', token: 't' }, urls);
    expect(requests.map((request) => (request.body as { files: string[] }).files.length)).toEqual([30, 30, 5]);
    expect(requests.flatMap((request) => (request.body as { files: string[] }).files)).toEqual(urls);
  });

  it('sends one generic JSON webhook elsewhere', () => {
    expect(purgeRequests({ url: 'https://purge.example/hook', token: undefined }, urls)).toEqual([
      { url: 'https://purge.example/hook', body: { event: 'public-content-changed', urls } },
    ]);
  });
});
