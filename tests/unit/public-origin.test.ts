import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { chooseOrigin, listenedHostNames, publicOrigin } from '#server/public-origin.ts';

const NAMES = new Set(['localhost', '127.0.0.1', '[::1]', 'safari-box', '10.0.0.7', '[fd00::7]']);
const choose = (host: string | undefined, protocol = 'http', port = 3000) => chooseOrigin({ host, protocol, port }, NAMES);

/** Just what the origin reads from a request. */
const request = (host: string | undefined, options: { protocol?: string; port?: number; forwardedHost?: string } = {}) =>
  ({
    headers: { host, 'x-forwarded-host': options.forwardedHost },
    protocol: options.protocol ?? 'http',
    socket: { localPort: options.port ?? 3000 },
    get: (name: string) => (name.toLowerCase() === 'host' ? host : undefined),
  }) as unknown as Request;

describe('chooseOrigin: a first request may name the origin only as this server', () => {
  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['Safari-Box:3000', 'http://safari-box:3000'],
    ['10.0.0.7:3000', 'http://10.0.0.7:3000'],
    ['[FD00::7]:3000', 'http://[fd00::7]:3000'],
  ])('accepts %s', (host, origin) => {
    expect(choose(host)).toEqual({ origin, accepted: true });
  });

  it.each([
    ['another host', 'evil.test:3000'],
    ['a listened name on another port', 'localhost:4000'],
    ['a name that only starts like a listened one', 'localhost.evil.test:3000'],
    ['userinfo', 'localhost:3000@evil.test'],
    ['a path', 'localhost:3000/evil.test'],
    ['no Host at all', undefined],
    ['an empty Host', ''],
    ['a missing port that is not the default', 'localhost'],
  ])('falls back to http://localhost:PORT for %s', (_what, host) => {
    expect(choose(host)).toEqual({ origin: 'http://localhost:3000', accepted: false });
  });

  it('keeps the protocol the request arrived with, only http or https, and leaves out a default port', () => {
    expect(choose('localhost:3000', 'https')).toEqual({ origin: 'https://localhost:3000', accepted: true });
    expect(choose('localhost', 'http', 80)).toEqual({ origin: 'http://localhost', accepted: true });
    expect(choose('localhost:80', 'http', 80)).toEqual({ origin: 'http://localhost:80', accepted: true });
  });
});

describe('listenedHostNames', () => {
  it('holds the loopback names and no name a visitor invents', () => {
    const names = listenedHostNames();
    for (const name of ['localhost', '127.0.0.1', '[::1]']) expect(names).toContain(name);
    expect(names).not.toContain('evil.test');
  });
});

describe('publicOrigin', () => {
  it('is SITE_URL whatever a request says', () => {
    const origin = publicOrigin({ siteUrl: 'https://safari.example', dev: false });
    expect(origin(request('evil.test', { forwardedHost: 'evil.test', protocol: 'https' }))).toBe('https://safari.example');
  });

  it('without SITE_URL in production, is the first request’s when it names this server, then never changes', () => {
    const warnings: string[] = [];
    const origin = publicOrigin({ siteUrl: undefined, dev: false, warn: (line) => warnings.push(line) });
    expect(origin(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(origin(request('evil.test', { forwardedHost: 'evil.test' }))).toBe('http://127.0.0.1:3000');
    expect(warnings).toEqual([]);
  });

  it('without SITE_URL in production, warns once and uses http://localhost:PORT when the first request names another host', () => {
    const warnings: string[] = [];
    const origin = publicOrigin({ siteUrl: undefined, dev: false, warn: (line) => warnings.push(line) });
    expect(origin(request('evil.test\r\nX-Injected: 1', { port: 4202 }))).toBe('http://localhost:4202');
    expect(origin(request('127.0.0.1:4202', { port: 4202 }))).toBe('http://localhost:4202');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Warning: SITE_URL is not set and the first request named the host "evil\.test\\r\\nX-Injected: 1",.* use http:\/\/localhost:4202\. Set SITE_URL/);
    expect(warnings[0]).not.toContain('\n');
  });

  it('in development (nothing cached) follows each request', () => {
    const origin = publicOrigin({ siteUrl: undefined, dev: true });
    expect(origin(request('localhost:3000'))).toBe('http://localhost:3000');
    expect(origin(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
  });
});
