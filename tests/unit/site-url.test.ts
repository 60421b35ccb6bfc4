import { describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';

describe('SITE_URL', () => {
  it('is the public origin, without path or trailing slash', () => {
    expect(readEnv({ SITE_URL: 'https://safari.example/some/path/' }).siteUrl).toBe('https://safari.example');
  });

  it('is unset by default, so each request names its own origin', () => {
    expect(readEnv({}).siteUrl).toBeUndefined();
  });

  it('rejects what is not an http(s) URL, naming the variable', () => {
    expect(() => readEnv({ SITE_URL: 'safari.example' })).toThrow(/SITE_URL/);
    expect(() => readEnv({ SITE_URL: 'ftp://safari.example' })).toThrow(/SITE_URL/);
  });
});
