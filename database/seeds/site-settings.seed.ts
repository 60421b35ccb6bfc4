import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanySettings } from '../company-settings.dto.ts';
import { CompanySettingsRepository } from '../repositories/company-settings.repo.ts';
import { SiteTextsRepository } from '../repositories/site-texts.repo.ts';

/**
 * At start (web process or mail worker): the company's first contact details from the environment,
 * and the shipped FAQ and Terms, each written only where nothing is stored yet (decisions 115, 116).
 */
export async function seedSiteSettings(em: EntityManager, contact: Pick<CompanySettings, 'phone' | 'whatsapp' | 'email'>): Promise<void> {
  await new CompanySettingsRepository(em).seed(contact);
  await new SiteTextsRepository(em).seed();
}
