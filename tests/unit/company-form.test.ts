import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { toFormValues, toInput } from '#pages/admin/(dashboard)/settings/company-form.ts';
import { companySettingsSchema } from '#lib/domain/site/company-settings.schema.ts';
import { FALLBACK_COMPANY_SETTINGS } from '#database/repositories/company-settings.repo.ts';

const bank = { accountName: 'African Safari Tours', bankName: 'FNB', accountNumber: '62 1234 5678', branchCode: null, swift: 'FIRNZAJJ' };

describe('the Company form’s values', () => {
  it('round-trip the stored details through the form and the schema unchanged', () => {
    const stored = { ...FALLBACK_COMPANY_SETTINGS, address: '1 Road\nTown', memberships: ['SATSA', 'ATTA'], socials: [{ label: 'Instagram', url: 'https://instagram.com/x' }], bank };
    const parsed = v.parse(companySettingsSchema, toInput(toFormValues(stored)));
    // The cancellation schedule (issue 26) and the review sites (issue 31) have their own panels: the Company form
    // leaves them out, so they stay as stored.
    const { cancellationSchedule: _schedule, reviewLinks: _reviewLinks, ...company } = stored;
    expect(parsed).toEqual(company);
  });

  it('send no bank details while every bank field is empty, and a WhatsApp number as typed', () => {
    const values = { ...toFormValues(FALLBACK_COMPANY_SETTINGS), whatsapp: '+27 82 000 1111', memberships: ' SATSA \n\n' };
    expect(toInput(values)).toMatchObject({ bank: null, whatsapp: '+27 82 000 1111', memberships: ['SATSA'] });
    expect(toInput({ ...values, swift: 'FIRNZAJJ' }).bank).toMatchObject({ accountName: '', swift: 'FIRNZAJJ' });
  });
});
