import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { publicOrigin } from '#server/public-origin.ts';

/** Just what the origin reads from a request. */
const request = (host: string | undefined, options: { protocol?: string; port?: number; forwardedHost?: string } = {}) =>
  ({
    headers: { host, 'x-forwarded-host': options.forwardedHost },
    protocol: options.protocol ?? 'http',
    socket: { localPort: options.port ?? 3000 },
    get: (name: string) => (name.toLowerCase() === 'host' ? host : undefined),
  }) as unknown as Request;

describe('publicOrigin', () => {
  it('is SITE_URL whatever a request says', () => {
    const origin = publicOrigin({ siteUrl: 'https://safari.example', dev: false });
    expect(origin(request('evil.test', { forwardedHost: 'evil.test', protocol: 'https' }))).toBe('https://safari.example');
  });

  it('without SITE_URL in production, is http://localhost:PORT whatever the first request names, this machine included', () => {
    const origin = publicOrigin({ siteUrl: undefined, dev: false });
    expect(origin(request('127.0.0.1:3000'))).toBe('http://localhost:3000');
    expect(origin(request('evil.test\r\nX-Injected: 1', { forwardedHost: 'evil.test', protocol: 'https' }))).toBe('http://localhost:3000');
    expect(origin(request('localhost:3000'))).toBe('http://localhost:3000');
  });

  it('without SITE_URL in production, no first request fixes anything: later ones read the same', () => {
    const first = publicOrigin({ siteUrl: undefined, dev: false });
    const fresh = publicOrigin({ siteUrl: undefined, dev: false });
    first(request('[::1]:4202', { port: 4202 }));
    expect(first(request('safari.example', { port: 4202 }))).toBe(fresh(request('safari.example', { port: 4202 })));
    expect(first(request(undefined, { port: 4202 }))).toBe('http://localhost:4202');
  });

  it('in development (nothing cached) follows each request', () => {
    const origin = publicOrigin({ siteUrl: undefined, dev: true });
    expect(origin(request('localhost:3000'))).toBe('http://localhost:3000');
    expect(origin(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
  });
});
