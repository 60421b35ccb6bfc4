import { describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';

describe('readEnv', () => {
  it('runs with nothing set: embedded database, port 3000, no secret in code', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ production: true, port: 3000, databaseUrl: undefined, sessionSecret: undefined, firstAdmin: undefined, trustProxy: false });
    expect(env.dataDir).toMatch(/\.data$/);
  });

  it('requires SESSION_SECRET in production with a DATABASE_URL', () => {
    expect(() => readEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/SESSION_SECRET is required/);
    expect(readEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: 's'.repeat(32) }).sessionSecret).toHaveLength(32);
  });

  it('rejects a short session secret, half an admin and a bad port', () => {
    expect(() => readEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => readEnv({ ADMIN_USERNAME: 'owner' })).toThrow(/both ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect(() => readEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' })).toThrow(/at least 12/);
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT must be a whole number/);
  });

  it('reads the first admin, proxy trust and site contact details', () => {
    const env = readEnv({ ADMIN_USERNAME: ' owner ', ADMIN_PASSWORD: 'owner-password-1', TRUST_PROXY: '1', SITE_PHONE: '+27 11 222 3333' });
    expect(env.firstAdmin).toEqual({ username: 'owner', password: 'owner-password-1', email: 'owner@admins.invalid' });
    expect(env.adminEmail).toBeUndefined();
    expect(env.trustProxy).toBe(1);
    expect(env.site).toMatchObject({ phone: '+27 11 222 3333', whatsapp: '27112223333' });
  });

  it('reads ADMIN_EMAIL for the first admin, configured or the embedded default, and refuses a bad one', () => {
    const configured = readEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password-1', ADMIN_EMAIL: ' Owner@Safari.example ' });
    expect(configured.firstAdmin?.email).toBe('owner@safari.example');
    expect(readEnv({ ADMIN_EMAIL: 'owner@safari.example' })).toMatchObject({ firstAdmin: undefined, adminEmail: 'owner@safari.example' });
    expect(() => readEnv({ ADMIN_EMAIL: 'not an address' })).toThrow(/ADMIN_EMAIL must be an e-mail address/);
  });

  it('reads a direct database URL and the pooler mode, and refuses what cannot be one (issue 32)', () => {
    const pooled = { DATABASE_URL: 'postgres://u:p@pooler:6432/safari', SESSION_SECRET: 's'.repeat(32) };
    expect(readEnv({ ...pooled, DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/safari', DATABASE_POOLER: 'transaction' })).toMatchObject({
      databaseDirectUrl: 'postgres://u:p@db:5432/safari',
      databasePooler: 'transaction',
    });
    expect(() => readEnv({ ...pooled, DATABASE_DIRECT_URL: 'db:5432/safari' })).toThrow(/DATABASE_DIRECT_URL must be a postgres:\/\/ URL/);
    expect(() => readEnv({ DATABASE_DIRECT_URL: 'postgres://u:p@db:5432/safari' })).toThrow(/without DATABASE_URL/);
    expect(() => readEnv({ ...pooled, DATABASE_POOLER: 'pgbouncer' })).toThrow(/DATABASE_POOLER must be one of none, session, transaction, statement/);
  });

  it('reads the CDN settings; a purge needs SITE_URL to name the public URLs', () => {
    expect(readEnv({ CDN_CACHE_SECONDS: '300' }).cdnCacheSeconds).toBe(300);
    expect(() => readEnv({ CDN_CACHE_SECONDS: 'an hour' })).toThrow(/CDN_CACHE_SECONDS must be a whole number/);
    expect(() => readEnv({ CDN_PURGE_URL: 'https://purge.example/hook' })).toThrow(/CDN_PURGE_URL needs SITE_URL/);
    expect(() => readEnv({ CDN_PURGE_URL: 'purge.example', SITE_URL: 'https://safari.example' })).toThrow(/CDN_PURGE_URL must be an absolute http\(s\) URL/);
    expect(readEnv({ CDN_PURGE_URL: 'https://purge.example/hook', CDN_PURGE_TOKEN: 't', SITE_URL: 'https://safari.example' }).cdnPurge).toEqual({
      url: 'https://purge.example/hook',
      token: 't',
    });
  });
});
