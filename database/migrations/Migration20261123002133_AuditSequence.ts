import { Migration } from '@mikro-orm/migrations';

export class Migration20261123002133_AuditSequence extends Migration {

  override name = 'Migration20261123002133_AuditSequence';

  // The entries already written are numbered in the order the log showed them (time, then id), and the
  // sequence goes on from there. The generator also proposed dropping the desk's trigram index, which it
  // cannot see in the entities (see MailEvents); that line was removed.
  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" add "seq" bigserial;`);
    this.addSql(`update "audit_log" set "seq" = numbered.n from (select "id", row_number() over (order by "at", "id") as n from "audit_log") as numbered where "audit_log"."id" = numbered."id";`);
    this.addSql(`select setval(pg_get_serial_sequence('audit_log', 'seq'), greatest((select max("seq") from "audit_log"), 1));`);
    this.addSql(`create index "audit_log_seq_index" on "audit_log" ("seq");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "audit_log_seq_index";`);
    this.addSql(`alter table "audit_log" drop column "seq";`);
  }

}
