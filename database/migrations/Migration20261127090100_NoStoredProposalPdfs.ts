import { Migration } from '@mikro-orm/migrations';

export class Migration20261127090100_NoStoredProposalPdfs extends Migration {

  override name = 'Migration20261127090100_NoStoredProposalPdfs';

  // Decisions 100 and 152: a sent version's PDF is drawn from the frozen version when its mail is rendered or staff
  // download it, with the traveller's link in. The copy kept at send time was read by nothing, and copies kept
  // before decision 152 carried that link, a token a copy of the database could open a proposal with.
  override up(): void | Promise<void> {
    this.addSql(`drop table if exists "proposal_documents";`);
  }

  // The table comes back empty: what went held nothing that cannot be drawn again.
  override down(): void | Promise<void> {
    this.addSql(`create table "proposal_documents" ("proposal_id" uuid not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("proposal_id"));`);
    this.addSql(`alter table "proposal_documents" add constraint "proposal_documents_proposal_id_foreign" foreign key ("proposal_id") references "proposals" ("id") on update cascade on delete cascade;`);
  }

}
