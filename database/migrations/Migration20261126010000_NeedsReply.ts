import { Migration } from '@mikro-orm/migrations';

/** Answers and change requests the traveller sent after our last own mail or proposal (decision 133). */
export const UNANSWERED_SQL = `
  update "inquiries" i set "needs_reply" = true, "needs_reply_since" = a."at"
    from (select "inquiry_id", max("created_at") as "at" from "inquiry_events"
           where "kind" in ('inbound', 'changes-asked') group by "inquiry_id") a
   where a."inquiry_id" = i."id" and not i."needs_reply" and i."status" <> 'spam'
     and not exists (select 1 from "inquiry_events" m
                      where m."inquiry_id" = i."id" and m."kind" in ('mail', 'proposal-sent')
                        and m."author" is not null and m."created_at" > a."at");`;

/**
 * Enquiries with a live booking (one not cancelled) but another status: a traveller's answer moved them
 * back to New before this migration. They become Booked again, and the timeline says so.
 */
export const MEND_BOOKED_SQL = `
  with "mended" as (
    update "inquiries" i set "status" = 'booked', "first_responded_at" = coalesce(i."first_responded_at", now())
      from (select "id", "status" as "old" from "inquiries" x
             where x."status" <> 'booked'
               and exists (select 1 from "bookings" b where b."inquiry_id" = x."id" and b."status" <> 'cancelled')) o
     where i."id" = o."id"
    returning i."id", o."old")
  insert into "inquiry_events" ("id", "inquiry_id", "kind", "from_status", "to_status", "created_at")
  select gen_random_uuid(), "id", 'status', "old", 'booked', now() from "mended";`;

export class Migration20261126010000_NeedsReply extends Migration {

  override name = 'Migration20261126010000_NeedsReply';

  // "Needs reply" becomes a flag of its own instead of the status New (issue 26, decision 133); since
  // when it waits orders the view and dates the Overview's oldest. The partial index holds only the
  // enquiries waiting, so the view and its count read those and nothing else at a million rows.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiries" add "needs_reply" boolean not null default false, add "needs_reply_since" timestamptz null;`);
    this.addSql(`update "inquiries" set "needs_reply" = true, "needs_reply_since" = "created_at" where "status" = 'pending';`);
    this.addSql(UNANSWERED_SQL);
    this.addSql(MEND_BOOKED_SQL);
    this.addSql(`create index "inquiries_needs_reply_index" on "inquiries" ("needs_reply_since", "id") where "needs_reply";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "inquiries_needs_reply_index";`);
    this.addSql(`alter table "inquiries" drop column "needs_reply", drop column "needs_reply_since";`);
  }

}
