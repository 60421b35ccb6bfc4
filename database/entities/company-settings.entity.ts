import { defineEntity, p } from '@mikro-orm/core';
import type { BankDetails, CancellationBand, SocialLink } from '#lib/domain/site/company-settings.types.ts';

import { DEFAULT_CANCELLATION_SCHEDULE } from '#lib/domain/site/company-settings.types.ts';

/** The id of the one row of `company_settings`: there is one operator. */
export const COMPANY_SETTINGS_ID = 1;

/** The operator's details (decision 115): one row, read whole, cached per process. */
export const CompanySettingsRow = defineEntity({
  name: 'CompanySettingsRow',
  tableName: 'company_settings',
  properties: {
    id: p.smallint().primary(),
    phone: p.string().length(40),
    whatsapp: p.string().length(15).nullable(),
    // Issue 30: the 24-hour number on vouchers and the traveller's pack; null until the owner enters it.
    emergencyPhone: p.string().length(40).nullable(),
    email: p.string().length(254),
    address: p.text().nullable(),
    registrationNumber: p.string().length(60).nullable(),
    memberships: p.json<string[]>().defaultRaw(`'[]'`),
    socials: p.json<SocialLink[]>().defaultRaw(`'[]'`),
    bank: p.json<BankDetails>().nullable(),
    // SPEC's terms, as data the owner can change (issue 26); seeded by the migration that added it.
    cancellationSchedule: p.json<CancellationBand[]>().defaultRaw(`'${JSON.stringify(DEFAULT_CANCELLATION_SCHEDULE)}'`),
    reviewLinks: p.json<SocialLink[]>().defaultRaw(`'[]'`),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** Texts the operator edits whole (the FAQ, the Terms): a list of entries under a key, read whole. */
export const SiteText = defineEntity({
  name: 'SiteText',
  tableName: 'site_texts',
  properties: {
    key: p.string().length(40).primary(),
    items: p.json<unknown[]>(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
