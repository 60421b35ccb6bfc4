import { describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';

describe('SITE_URL', () => {
  it('is the public origin, without path or trailing slash', () => {
    expect(readEnv({ SITE_URL: 'https://safari.example/some/path/' }).siteUrl).toBe('https://safari.example');
  });

  it('is unset by default (then server/public-origin.ts chooses one origin per process)', () => {
    expect(readEnv({}).siteUrl).toBeUndefined();
  });

  it('is where links in mail point too, read once; unset, mail links to this machine', () => {
    expect(readEnv({ SITE_URL: ' https://safari.example/ ' }).mail.siteUrl).toBe('https://safari.example');
    expect(readEnv({ PORT: '4100' }).mail.siteUrl).toBe('http://localhost:4100');
  });

  it('rejects what is not an http(s) URL, naming the variable', () => {
    expect(() => readEnv({ SITE_URL: 'safari.example' })).toThrow(/SITE_URL/);
    expect(() => readEnv({ SITE_URL: 'ftp://safari.example' })).toThrow(/SITE_URL/);
  });
});
