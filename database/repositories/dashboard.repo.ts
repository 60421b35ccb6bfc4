import type { EntityManager } from '@mikro-orm/postgresql';
import type { DashboardStats, DeskFigures } from '#lib/domain/enquiry/dashboard.types.ts';
import { cappedCount } from './inquiry-rows.ts';

const num = (value: unknown) => Number(value ?? 0);
const CHART_WEEKS = 12;

/**
 * The figures of the admin Overview (its recent activity is the audit log's). The page's `+data.ts`
 * and `GET /api/admin/stats` both read them here, so the two can never disagree.
 */
export class DashboardRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * SPEC's four summary cards, from real data. The rating is the published reviews' (issue 39, R9): travellers
   * wrote them after a booked trip; testimonials are typed in by staff and prove nothing.
   */
  async stats(): Promise<DashboardStats> {
    const [row] = await this.em.execute<Record<string, string | null>[]>(
      `select
         (select count(*) from packages where is_active) as active_packages,
         ${cappedCount("status <> 'spam'")} as inquiries,
         ${cappedCount("status = 'pending'")} as new_inquiries,
         (select count(*) from gallery_folders where is_active) as gallery_folders,
         (select avg(rating) from reviews where withheld_at is null) as average_rating`,
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

  /**
   * The desk's figures at `now`: what waits for a reply (the flag, whatever the status, read through its
   * partial index: decision 133), how fast staff answer, how many enquiries end
   * booked, and enquiries per week in the operator's `timeZone`. Spam never counts.
   */
  async deskFigures(now: Date, timeZone: string): Promise<DeskFigures> {
    // Three statements side by side, each on its own connection: the median's sort and the conversion's
    // counts in one statement ran one after the other, the Overview's longest wait (decision 163).
    const [[figures], [median], weeks] = await Promise.all([
      this.em.execute<Record<string, string | Date | null>[]>(
        `select
           ${cappedCount('needs_reply')} as needs_reply,
           (select min(needs_reply_since) from inquiries where needs_reply) as oldest_pending,
           (select count(*) from inquiries where status = 'booked' and created_at > ?::timestamptz - interval '90 days') as booked,
           (select count(*) from inquiries where status = 'lost' and created_at > ?::timestamptz - interval '90 days') as lost`,
        [now, now],
      ),
      // date_part is double precision; extract() is numeric, and sorting 40k numerics took 100 ms (decision 147).
      this.em.execute<{ seconds: string | null }[]>(
        `select percentile_cont(0.5) within group (order by date_part('epoch', first_responded_at - created_at)) as seconds
           from inquiries
          where status <> 'spam' and first_responded_at > ?::timestamptz - interval '30 days' and first_responded_at <= ?::timestamptz`,
        [now, now],
      ),
      // Each week counted by a range of an index of non-spam enquiries by time, so the chart reads its
      // twelve weeks and nothing older, however many years of enquiries the table holds (decision 082).
      this.em.execute<{ week_start: string; n: string }[]>(
        `with weeks as (
           select week_start, week_start at time zone ? as starts, (week_start + interval '1 week') at time zone ? as ends
             from generate_series(
               date_trunc('week', ?::timestamptz at time zone ?) - interval '${CHART_WEEKS - 1} weeks',
               date_trunc('week', ?::timestamptz at time zone ?),
               interval '1 week') as week_start)
         select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
                (select count(*) from inquiries i where i.status <> 'spam' and i.created_at >= w.starts and i.created_at < w.ends) as n
           from weeks w
          order by w.week_start`,
        [timeZone, timeZone, now, timeZone, now, timeZone],
      ),
    ]);
    const booked = num(figures?.booked);
    const lost = num(figures?.lost);
    const oldest = figures?.oldest_pending;
    const seconds = median?.seconds;
    return {
      needsReply: { count: num(figures?.needs_reply), oldestAt: oldest ? new Date(oldest).toISOString() : null },
      medianFirstResponseMs: seconds == null ? null : Math.round(Number(seconds) * 1000),
      conversion: { booked, lost, rate: booked + lost === 0 ? null : booked / (booked + lost) },
      weekly: weeks.map((w) => ({ weekStart: w.week_start, count: num(w.n) })),
    };
  }
}
