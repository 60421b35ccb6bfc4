import type { CompanySettings } from '#lib/domain/site/company-settings.types.ts';
import { isDatabaseUnavailable } from '#database/errors.ts';
import type { Services } from '../services.ts';
import type { PublicCache } from './public-cache.ts';

/**
 * This process's copy of the company's details (decision 115), so a page does not cost a query each.
 * It lives exactly as long as the public cache's current version: any content change here or in
 * another process (the same PostgreSQL notice, decision 050) drops both, so an edit on one process
 * shows on every other at its next request. Without a listening cache (development, a lost LISTEN
 * connection) nothing is kept and every read goes to the database; while PostgreSQL is unreachable
 * the last details read stand in, so pages that need nothing else still render (they are not cached).
 */
export class CompanySettingsMemo {
  private readonly cache: PublicCache | undefined;
  private kept: { version: number; settings: CompanySettings } | undefined;
  private lastRead: CompanySettings | undefined;

  constructor(cache: PublicCache | undefined) {
    this.cache = cache;
  }

  /** The details; shared between requests, so read-only. */
  async current(services: Services): Promise<CompanySettings> {
    const cache = this.cache;
    if (cache?.enabled && this.kept?.version === cache.version) return this.kept.settings;
    const version = cache?.version;
    let settings: CompanySettings;
    try {
      settings = await services.companySettings.get();
    } catch (error) {
      if (this.lastRead && isDatabaseUnavailable(error)) return this.lastRead;
      throw error;
    }
    this.lastRead = settings;
    // A change announced while this read was under way may not be in it: keep it only if none was.
    if (cache?.enabled && version === cache.version) this.kept = { version, settings };
    return settings;
  }
}
