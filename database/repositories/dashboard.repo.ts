import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityEntry, DashboardStats, DeskFigures } from '../dashboard.dto.ts';
import { Gallery, GalleryFolder, GalleryPhoto, Inquiry, Package } from '../entities/index.ts';

/** Saves within this window of creation read as part of creating the package. */
const SAME_EDIT_MS = 2000;

const num = (value: unknown) => Number(value ?? 0);
const CHART_WEEKS = 12;

/**
 * The figures and recent activity of the admin Overview. The page's `+data.ts` and
 * `GET /api/admin/stats` both read them here, so the two can never disagree.
 */
export class DashboardRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** SPEC's four summary cards, from real data. */
  async stats(): Promise<DashboardStats> {
    const [row] = await this.em.execute<Record<string, string | null>[]>(
      `select
         (select count(*) from packages where is_active) as active_packages,
         (select count(*) from inquiries where status <> 'spam') as inquiries,
         (select count(*) from inquiries where status = 'pending') as new_inquiries,
         (select count(*) from gallery_folders where is_active) as gallery_folders,
         (select avg(rating) from testimonials where is_active) as average_rating`,
    );
    const average = row?.average_rating;
    return {
      activePackages: num(row?.active_packages),
      inquiries: num(row?.inquiries),
      newInquiries: num(row?.new_inquiries),
      galleryFolders: num(row?.gallery_folders),
      averageRating: average == null ? null : Math.round(Number(average) * 10) / 10,
    };
  }

  /** The newest things that happened across enquiries, packages and the gallery, newest first. */
  async recentActivity(limit = 8): Promise<ActivityEntry[]> {
    const newest = { orderBy: { createdAt: 'desc' }, limit } as const;
    const [inquiries, packages, folders, galleries, photos] = await Promise.all([
      this.em.find(Inquiry, { status: { $ne: 'spam' } }, newest),
      this.em.find(Package, {}, { orderBy: { updatedAt: 'desc' }, limit }),
      this.em.find(GalleryFolder, {}, newest),
      this.em.find(Gallery, {}, newest),
      this.em.find(GalleryPhoto, {}, newest),
    ]);
    const plain = { packageType: null, inactive: false, href: null };
    const entries: ActivityEntry[] = [
      ...inquiries.map((i) => ({
        ...plain,
        id: `inquiry-${i.id}`,
        kind: 'inquiry' as const,
        subject: `${i.firstName} ${i.lastName}`,
        packageType: i.packageType,
        href: `/admin/inquiries/${i.id}`,
        at: i.createdAt.toISOString(),
      })),
      ...packages.map((p) => {
        const updated = p.updatedAt.getTime() - p.createdAt.getTime() > SAME_EDIT_MS;
        return {
          ...plain,
          id: `package-${p.id}`,
          kind: updated ? ('package-updated' as const) : ('package-created' as const),
          subject: p.name,
          inactive: !p.isActive,
          href: '/admin/packages',
          at: (updated ? p.updatedAt : p.createdAt).toISOString(),
        };
      }),
      ...folders.map((f) => ({ ...plain, id: `folder-${f.id}`, kind: 'folder' as const, subject: f.name, href: `/admin/gallery?folder=${f.id}`, at: f.createdAt.toISOString() })),
      ...galleries.map((g) => ({ ...plain, id: `gallery-${g.id}`, kind: 'gallery' as const, subject: g.name, href: `/admin/gallery?gallery=${g.id}`, at: g.createdAt.toISOString() })),
      ...photos.map((p) => ({ ...plain, id: `photo-${p.id}`, kind: 'photo' as const, subject: p.title, href: `/admin/gallery?gallery=${p.gallery.id}`, at: p.createdAt.toISOString() })),
    ];
    return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
  }

  /**
   * The desk's figures at `now`: what waits for a reply, how fast staff answer, how many enquiries end
   * booked, and enquiries per week in the operator's `timeZone`. Spam never counts.
   */
  async deskFigures(now: Date, timeZone: string): Promise<DeskFigures> {
    const [[figures], weeks] = await Promise.all([
      this.em.execute<Record<string, string | Date | null>[]>(
        `select
           (select count(*) from inquiries where status = 'pending') as needs_reply,
           (select min(created_at) from inquiries where status = 'pending') as oldest_pending,
           (select percentile_cont(0.5) within group (order by extract(epoch from first_responded_at - created_at))
              from inquiries
             where status <> 'spam' and first_responded_at > ?::timestamptz - interval '30 days' and first_responded_at <= ?::timestamptz) as median_seconds,
           (select count(*) from inquiries where status = 'booked' and created_at > ?::timestamptz - interval '90 days') as booked,
           (select count(*) from inquiries where status = 'lost' and created_at > ?::timestamptz - interval '90 days') as lost`,
        [now, now, now, now],
      ),
      this.em.execute<{ week_start: string; n: string }[]>(
        `with weeks as (
           select generate_series(
             date_trunc('week', ?::timestamptz at time zone ?) - interval '${CHART_WEEKS - 1} weeks',
             date_trunc('week', ?::timestamptz at time zone ?),
             interval '1 week') as week_start)
         select to_char(w.week_start, 'YYYY-MM-DD') as week_start, count(i.id) as n
           from weeks w
           left join inquiries i on i.status <> 'spam' and date_trunc('week', i.created_at at time zone ?) = w.week_start
          group by w.week_start
          order by w.week_start`,
        [now, timeZone, now, timeZone, timeZone],
      ),
    ]);
    const booked = num(figures?.booked);
    const lost = num(figures?.lost);
    const oldest = figures?.oldest_pending;
    const median = figures?.median_seconds;
    return {
      needsReply: { count: num(figures?.needs_reply), oldestAt: oldest ? new Date(oldest).toISOString() : null },
      medianFirstResponseMs: median == null ? null : Math.round(Number(median) * 1000),
      conversion: { booked, lost, rate: booked + lost === 0 ? null : booked / (booked + lost) },
      weekly: weeks.map((w) => ({ weekStart: w.week_start, count: num(w.n) })),
    };
  }
}
