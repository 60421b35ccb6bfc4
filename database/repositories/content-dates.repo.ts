import type { EntityManager } from '@mikro-orm/postgresql';

export interface ContentDates {
  packages: Date | null;
  testimonials: Date | null;
  gallery: Date | null;
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
    const [row] = await this.em.getConnection().execute<{ packages: unknown; testimonials: unknown; gallery: unknown }[]>(
      `select
         (select max(greatest(created_at, updated_at)) from packages) as packages,
         (select max(created_at) from testimonials) as testimonials,
         greatest((select max(created_at) from gallery_folders), (select max(created_at) from galleries),
                  (select max(created_at) from gallery_photos)) as gallery`,
    );
    return { packages: date(row?.packages), testimonials: date(row?.testimonials), gallery: date(row?.gallery) };
  }
}
