import { Migration } from '@mikro-orm/migrations';

export class Migration20261126110000_InquiryEventsAsData extends Migration {

  override name = 'Migration20261126110000_InquiryEventsAsData';

  // Issue 28 (decision 143): timeline entries keep data, and the desk words them when shown. The sentences
  // stored so far are read back into data where they match the words the code wrote, with the proposal's,
  // booking's or payment's own figures; a row that matches nothing keeps its text, which the desk shows as before.
  override up(): void | Promise<void> {
    this.addSql(`alter table "inquiry_events" add column "data" jsonb null;`);
    this.addSql(`
      update "inquiry_events" e set "data" = jsonb_build_object('proposalId', p."id", 'version', p."version", 'again', e."body" like '% sent again:%',
          'totalMinor', p."total_minor", 'depositMinor', p."deposit_minor", 'currency', p."currency"), "body" = null
        from "proposals" p
       where e."kind" = 'proposal-sent' and p."inquiry_id" = e."inquiry_id" and e."body" ~ '^Version \\d+( sent again)?: total '
         and p."version" = (regexp_match(e."body", '^Version (\\d+)'))[1]::int;`);
    this.addSql(`
      update "inquiry_events" e set "data" = jsonb_build_object('proposalId', p."id", 'version', p."version", 'views', greatest(p."view_count", 1)), "body" = null
        from "proposals" p
       where e."kind" = 'proposal-viewed' and p."inquiry_id" = e."inquiry_id" and e."body" ~ '^Version \\d+ opened by the traveller( \\(\\d+ views\\))?$'
         and p."version" = (regexp_match(e."body", '^Version (\\d+)'))[1]::int;`);
    this.addSql(`
      update "inquiry_events" e set "data" = jsonb_build_object('proposalId', p."id", 'version', p."version"), "body" = null
        from "proposals" p
       where e."kind" = 'declined' and p."inquiry_id" = e."inquiry_id" and e."body" ~ '^Version \\d+ declined by the traveller$'
         and p."version" = (regexp_match(e."body", '^Version (\\d+)'))[1]::int;`);
    // The sentences matched once, in a subquery: UPDATE … FROM cannot refer to the updated row.
    const matched = (kind: string, pattern: string) =>
      `(select "id", "created_at", regexp_match("body", '${pattern}') as m from "inquiry_events" where "kind" = '${kind}') x`;
    this.addSql(`
      update "inquiry_events" e set "data" = jsonb_build_object('proposalId', p."id", 'version', p."version",
          'state', case x.m[2] when ' (expired)' then 'expired' when ' (replaced by a newer one)' then 'replaced' else 'open' end, 'message', x.m[3]), "body" = null
        from ${matched('changes-asked', '^Version (\\d+)( \\(expired\\)| \\(replaced by a newer one\\))?: (.*)$')}, "proposals" p
       where x."id" = e."id" and x.m is not null and p."inquiry_id" = e."inquiry_id" and p."version" = x.m[1]::int;`);
    this.addSql(`
      update "inquiry_events" e set "data" = jsonb_build_object('bookingId', b."id", 'reference', x.m[1], 'version', x.m[2]::int), "body" = null
        from ${matched('booked', '^(\\S+): version (\\d+) accepted$')}, "bookings" b
       where x."id" = e."id" and x.m is not null and b."reference" = x.m[1];`);
    // The payment the sentence names: its booking's, by the same method, recorded closest to the entry.
    this.addSql(`
      update "inquiry_events" e set "data" = jsonb_build_object('paymentId', pay."id", 'reference', x.m[1], 'amountMinor', pay."amount_minor",
          'currency', pay."currency", 'method', pay."method", 'paymentReference', pay."reference"), "body" = null
        from ${matched('payment', '^(\\S+): .+ by (bank transfer|card|cheque|other)( \\(.*\\))?$')}
             cross join lateral (select p.* from "payments" p join "bookings" b on b."id" = p."booking_id"
                       where b."reference" = x.m[1] and p."method" = x.m[2]
                       order by abs(extract(epoch from p."created_at" - x."created_at")) limit 1) pay
       where x."id" = e."id" and x.m is not null;`);
  }

  override down(): void | Promise<void> {
    // The words the data stood for, as the code wrote them before (amounts without their currency's format).
    this.addSql(`update "inquiry_events" set "body" = 'Version ' || ("data"->>'version') || ' opened by the traveller' ||
      case when ("data"->>'views')::int > 1 then ' (' || ("data"->>'views') || ' views)' else '' end where "kind" = 'proposal-viewed' and "data" is not null;`);
    this.addSql(`update "inquiry_events" set "body" = 'Version ' || ("data"->>'version') || ' declined by the traveller' where "kind" = 'declined' and "data" is not null;`);
    this.addSql(`update "inquiry_events" set "body" = ("data"->>'reference') || ': version ' || ("data"->>'version') || ' accepted' where "kind" = 'booked' and "data" is not null;`);
    this.addSql(`update "inquiry_events" set "body" = 'Version ' || ("data"->>'version') ||
      case "data"->>'state' when 'expired' then ' (expired)' when 'replaced' then ' (replaced by a newer one)' else '' end || ': ' || ("data"->>'message') where "kind" = 'changes-asked' and "data" is not null;`);
    this.addSql(`update "inquiry_events" set "body" = 'Version ' || ("data"->>'version') || case when ("data"->>'again')::boolean then ' sent again' else '' end ||
      ': total ' || ("data"->>'totalMinor') || ' ' || ("data"->>'currency') where "kind" = 'proposal-sent' and "data" is not null;`);
    this.addSql(`update "inquiry_events" set "body" = ("data"->>'reference') || ': ' || ("data"->>'amountMinor') || ' ' || ("data"->>'currency') || ' by ' || ("data"->>'method') where "kind" = 'payment' and "data" is not null;`);
    this.addSql(`alter table "inquiry_events" drop column "data";`);
  }

}
