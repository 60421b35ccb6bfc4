import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanySettings } from '#lib/domain/site/company-settings.types.ts';
import { createServices } from '../services.ts';

/**
 * At start (web process or mail worker): the company's first contact details from the environment,
 * and the shipped FAQ and Terms, each written only where nothing is stored yet (decisions 115, 116).
 */
export async function seedSiteSettings(em: EntityManager, contact: Pick<CompanySettings, 'phone' | 'whatsapp' | 'email'>): Promise<void> {
  const { companySettings, siteTexts } = createServices(em);
  await companySettings.seed(contact);
  await siteTexts.seed();
}
