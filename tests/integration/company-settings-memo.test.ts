import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanySettingsMemo } from '#server/cache/company-settings-memo.ts';
import { PublicCache } from '#server/cache/public-cache.ts';
import type { Services } from '#server/services.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app?.close());

/** A phone written behind the memo's back: no admin request, so no change notice. */
async function writeBehind(phone: string) {
  const services = app.services();
  await services.companySettings.update({ phone });
  await services.commit();
}

describe('the per-process copy of the company details', () => {
  it('is read once per content version, and again after a change notice', async () => {
    const cache = new PublicCache();
    const memo = new CompanySettingsMemo(cache);
    await writeBehind('+27 11 000 0001');
    expect((await memo.current(app.services())).phone).toBe('+27 11 000 0001');
    await writeBehind('+27 11 000 0002');
    // Kept: the page costs no query, and shows what was read under this version.
    expect((await memo.current(app.services())).phone).toBe('+27 11 000 0001');
    cache.invalidate();
    expect((await memo.current(app.services())).phone).toBe('+27 11 000 0002');
  });

  it('keeps nothing while the process cannot hear other processes’ changes', async () => {
    const cache = new PublicCache();
    const memo = new CompanySettingsMemo(cache);
    await memo.current(app.services());
    cache.suspend();
    await writeBehind('+27 11 000 0003');
    expect((await memo.current(app.services())).phone).toBe('+27 11 000 0003');
    await writeBehind('+27 11 000 0004');
    expect((await memo.current(app.services())).phone).toBe('+27 11 000 0004');
  });

  it('stands in with the last details read while PostgreSQL is unreachable, and passes on any other failure', async () => {
    const cache = new PublicCache({ listening: false });
    const memo = new CompanySettingsMemo(cache);
    await writeBehind('+27 11 000 0005');
    expect((await memo.current(app.services())).phone).toBe('+27 11 000 0005');
    const failing = (error: Error) => ({ companySettings: { get: () => Promise.reject(error) } }) as unknown as Services;
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect((await memo.current(failing(outage))).phone).toBe('+27 11 000 0005');
    await expect(memo.current(failing(new Error('a bug')))).rejects.toThrow('a bug');
    await expect(new CompanySettingsMemo(cache).current(failing(outage))).rejects.toThrow('ECONNREFUSED');
  });
});
