import type { EntityManager } from '@mikro-orm/postgresql';
import type { TranslatedDay, TranslationReview, TripTranslation } from '#lib/domain/catalogue/trip-translation.ts';
import type { Locale } from '#lib/domain/site/locale.ts';

type Row = {
  package_id: string;
  name: string;
  description: string;
  itinerary: TranslatedDay[];
  included: string[];
  excluded: string[];
  reviewed: TranslationReview;
  updated_at: Date | string;
};

const toView = (row: Row): TripTranslation => ({
  name: row.name,
  description: row.description,
  itinerary: row.itinerary,
  included: row.included,
  excluded: row.excluded,
  reviewed: row.reviewed,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** A trip's texts in another language (issue 42, decision 204). Writes run on the caller's transaction, if any. */
export class PackageTranslationsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * Locks the trip's row for the rest of the transaction and gives its number of days (null: no such trip), so a
   * translation is checked against the days as they stay until it is written.
   */
  async lockTripDays(packageId: string): Promise<number | null> {
    const [row] = await this.em.execute<{ days: number }[]>(`select jsonb_array_length(itinerary) as days from packages where id = ? for update`, [packageId]);
    return row ? Number(row.days) : null;
  }

  async find(packageId: string, locale: Locale): Promise<TripTranslation | null> {
    const [row] = await this.em.execute<Row[]>(`select * from package_translations where package_id = ? and locale = ?`, [packageId, locale]);
    return row ? toView(row) : null;
  }

  /** Every trip's translation in a language, by trip id: the packages list and the sitemap read them all at once. */
  async all(locale: Locale): Promise<Map<string, TripTranslation>> {
    const rows = await this.em.execute<Row[]>(`select * from package_translations where locale = ?`, [locale]);
    return new Map(rows.map((row) => [row.package_id, toView(row)]));
  }

  /** Writes the whole translation; two saves at once end with one row, the later one's. */
  async save(packageId: string, locale: Locale, text: Omit<TripTranslation, 'updatedAt'>): Promise<TripTranslation> {
    const [row] = await this.em.execute<Row[]>(
      `insert into package_translations (package_id, locale, name, description, itinerary, included, excluded, reviewed, updated_at)
       values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, now())
       on conflict (package_id, locale) do update set name = excluded.name, description = excluded.description,
         itinerary = excluded.itinerary, included = excluded.included, excluded = excluded.excluded,
         reviewed = excluded.reviewed, updated_at = excluded.updated_at
       returning *`,
      [packageId, locale, text.name, text.description, JSON.stringify(text.itinerary), JSON.stringify(text.included), JSON.stringify(text.excluded), JSON.stringify(text.reviewed)],
    );
    return toView(row!);
  }
}
