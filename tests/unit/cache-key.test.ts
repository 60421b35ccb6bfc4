import { describe, expect, it } from 'vitest';
import { cacheKey, PublicCache } from '#server/cache/public-cache.ts';

const html = (text: string) => Buffer.from(`<!doctype html><p>${text}</p>`);

describe('the render cache key (issue 19)', () => {
  it('leaves tracking and unknown parameters out', () => {
    expect(cacheKey('/?utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc')).toBe('/');
    expect(cacheKey('/packages?gclid=Cj0K&ref=x')).toBe('/packages');
    expect(cacheKey('/chobe-detail?utm_campaign=june')).toBe('/chobe-detail');
  });

  it('keeps the parameters a page reads, in a fixed order', () => {
    expect(cacheKey('/gallery?utm_source=x&gallery=g1&folder=f1')).toBe('/gallery?folder=f1&gallery=g1');
    expect(cacheKey('/gallery?folder=f1&gallery=g1')).toBe(cacheKey('/gallery?gallery=g1&folder=f1'));
    expect(cacheKey('/contact?package=elegant&fbclid=1')).toBe('/contact?package=elegant');
    expect(cacheKey('/api/gallery-level?folder=f2&utm_medium=social')).toBe('/api/gallery-level?folder=f2');
  });

  it('serves a tracking link from the entry of its plain page, and a page read parameter apart', () => {
    const cache = new PublicCache();
    cache.store('/?utm_source=ad&fbclid=123', 'text/html', html('home'), cache.version);
    expect(cache.get('/')?.body.toString()).toContain('home');
    expect(cache.get('/?gclid=other')?.body.toString()).toContain('home');

    cache.store('/gallery?folder=a', 'text/html', html('folder a'), cache.version);
    expect(cache.get('/gallery?folder=b')).toBeUndefined();
    expect(cache.get('/gallery?folder=a&utm_source=x')?.body.toString()).toContain('folder a');
  });

  it('is bounded in bytes: 10,000 distinct pages of 60 kB keep at most 64 MB', () => {
    const cache = new PublicCache();
    const body = Buffer.alloc(60_000, 'a');
    for (let i = 0; i < 10_000; i++) cache.store(`/page-${i}`, 'text/html', body, cache.version);
    expect(cache.size).toBeLessThanOrEqual(Math.floor((64 * 1024 * 1024) / 60_000));
    expect(cache.get('/page-9999')).toBeDefined();
    expect(cache.get('/page-0')).toBeUndefined();
  });
});
