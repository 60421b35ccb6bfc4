import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { COMPANY_SETTINGS_ID, CompanySettingsRow } from '../entities/company-settings.entity.ts';
import { DEFAULT_CANCELLATION_SCHEDULE, type CompanySettings } from '#lib/domain/site/company-settings.types.ts';
import type { CompanySettingsUpdate } from '#lib/domain/site/company-settings.schema.ts';

export type { BankDetails, CancellationBand, CompanySettings, SocialLink } from '#lib/domain/site/company-settings.types.ts';

type Row = InferEntity<typeof CompanySettingsRow>;

/**
 * What the site shows before the row exists (a database nobody has started the server on yet):
 * the same values the environment falls back to.
 */
export const FALLBACK_COMPANY_SETTINGS: CompanySettings = {
  phone: '+27 82 555 0147',
  whatsapp: '27825550147',
  email: 'hello@safari.example',
  emergencyPhone: null,
  address: null,
  registrationNumber: null,
  memberships: [],
  socials: [],
  bank: null,
  cancellationSchedule: DEFAULT_CANCELLATION_SCHEDULE.map((band) => ({ ...band })),
  reviewLinks: [],
};

const toSettings = (row: Row): CompanySettings => ({
  phone: row.phone,
  whatsapp: row.whatsapp ?? null,
  email: row.email,
  emergencyPhone: row.emergencyPhone ?? null,
  address: row.address ?? null,
  registrationNumber: row.registrationNumber ?? null,
  memberships: [...row.memberships],
  socials: row.socials.map(({ label, url }) => ({ label, url })),
  bank: row.bank ? { ...row.bank, branchCode: row.bank.branchCode ?? null, swift: row.bank.swift ?? null } : null,
  cancellationSchedule: (row.cancellationSchedule ?? DEFAULT_CANCELLATION_SCHEDULE).map(({ daysBefore, refundPercent }) => ({ daysBefore, refundPercent })),
  reviewLinks: (row.reviewLinks ?? []).map(({ label, url }) => ({ label, url })),
});

/** The operator's details: one row (decision 115). Writes are staged for the handler to commit. */
export class CompanySettingsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The stored details; before the first start has written them, the fallback values. */
  async get(): Promise<CompanySettings> {
    const row = await this.em.findOne(CompanySettingsRow, { id: COMPANY_SETTINGS_ID });
    return row ? toSettings(row) : { ...FALLBACK_COMPANY_SETTINGS };
  }

  /**
   * Writes the first contact details (from the environment) unless a row exists: runs at once, outside any
   * unit of work, and is harmless when two processes start together. True when it wrote them.
   */
  async seed(contact: Pick<CompanySettings, 'phone' | 'whatsapp' | 'email'>): Promise<boolean> {
    const { phone, whatsapp, email } = contact;
    const written = await this.em
      .createQueryBuilder(CompanySettingsRow)
      .insert({ id: COMPANY_SETTINGS_ID, ...FALLBACK_COMPANY_SETTINGS, phone, whatsapp: whatsapp || null, email, updatedAt: new Date() })
      .onConflict('id')
      .ignore()
      .execute('run');
    return (written.affectedRows ?? 0) > 0;
  }

  /** Staged: changes only the fields `changes` names, and returns the details as they will be. */
  async update(changes: CompanySettingsUpdate): Promise<CompanySettings> {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<CompanySettings>;
    const row = await this.em.findOne(CompanySettingsRow, { id: COMPANY_SETTINGS_ID });
    if (row) {
      this.em.assign(row, defined);
      return toSettings(row);
    }
    const created = this.em.create(CompanySettingsRow, { id: COMPANY_SETTINGS_ID, ...FALLBACK_COMPANY_SETTINGS, ...defined, updatedAt: new Date() });
    return toSettings(created);
  }
}
