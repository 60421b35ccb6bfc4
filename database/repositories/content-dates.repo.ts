import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_TEXTS_UPDATED_AT } from '../seeds/site-texts.content.ts';

export interface ContentDates {
  packages: Date | null;
  testimonials: Date | null;
  gallery: Date | null;
  /** The latest review written, edited, withheld or answered (issue 31). */
  reviews: Date | null;
  /** The FAQ's and the Terms' last save under Settings; the shipped texts' date before the first start stores them. */
  faq: Date;
  terms: Date;
}

function date(value: unknown): Date | null {
  return value ? new Date(value as string | Date) : null;
}

/** When public content last changed, per kind, for the sitemap's lastmod (deletions leave no date). */
export class ContentDatesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async latest(): Promise<ContentDates> {
    const [row] = await this.em.getConnection().execute<{ packages: unknown; testimonials: unknown; gallery: unknown; reviews: unknown; faq: unknown; terms: unknown }[]>(
      `select
         (select max(greatest(created_at, updated_at)) from packages) as packages,
         (select max(created_at) from testimonials) as testimonials,
         greatest((select max(created_at) from gallery_folders), (select max(created_at) from galleries),
                  (select max(created_at) from gallery_photos)) as gallery,
         (select max(updated_at) from reviews) as reviews,
         (select updated_at from site_texts where key = 'faq') as faq,
         (select updated_at from site_texts where key = 'terms') as terms`,
    );
    return {
      packages: date(row?.packages),
      testimonials: date(row?.testimonials),
      gallery: date(row?.gallery),
      reviews: date(row?.reviews),
      faq: date(row?.faq) ?? DEFAULT_TEXTS_UPDATED_AT,
      terms: date(row?.terms) ?? DEFAULT_TEXTS_UPDATED_AT,
    };
  }
}
