import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_COMPANY_SETTINGS } from '#database/repositories/company-settings.repo.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app?.close());

const seed = { ...FALLBACK_COMPANY_SETTINGS, phone: '+27 21 000 1111', whatsapp: '27210001111', email: 'seed@safari.example' };
const bank = { accountName: 'African Safari Tours', bankName: 'First Bank', accountNumber: '62 1234 5678', branchCode: '250655', swift: 'FIRNZAJJ' };

describe('the company settings store', () => {
  it('is written from the first values once, and later seeds change nothing', async () => {
    const services = app.services();
    await services.companySettings.seed(seed);
    expect(await app.services().companySettings.seed({ ...seed, phone: '+27 99 999 9999' })).toBe(false);
    expect(await app.services().companySettings.get()).toEqual({ ...seed, bank: null });
  });

  it('changes only the fields an update names, and clears a field named blank', async () => {
    const services = app.services();
    await services.companySettings.update({ bank, address: '1 Long Street\nCape Town', memberships: ['SATSA'] });
    await services.commit();
    const writer = app.services();
    await writer.companySettings.update({ address: null, socials: [{ label: 'Instagram', url: 'https://instagram.com/safari' }] });
    await writer.commit();
    expect(await app.services().companySettings.get()).toEqual({
      ...seed,
      address: null,
      memberships: ['SATSA'],
      socials: [{ label: 'Instagram', url: 'https://instagram.com/safari' }],
      bank,
    });
  });

  it('clears the bank details when named null', async () => {
    const services = app.services();
    await services.companySettings.update({ bank: null });
    await services.commit();
    expect((await app.services().companySettings.get()).bank).toBeNull();
  });
});
