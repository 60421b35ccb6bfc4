import { Migration } from '@mikro-orm/migrations';

export class Migration20261127090200_ErasedEnquiriesHoldNoSeats extends Migration {

  override name = 'Migration20261127090200_ErasedEnquiriesHoldNoSeats';

  // Decisions 134 and 135: a version still out when its enquiry was erased lost its link, so nobody can accept it;
  // erasure now ends it as declined. Versions erased before still hold their seats until their last valid day:
  // they end the same way (the seats trigger tells every cache).
  override up(): void | Promise<void> {
    this.addSql(`update "proposals" set "status" = 'declined' where "status" = 'sent' and "inquiry_id" is null;`);
  }

  // Nothing to put back: they could never be accepted again.
  override down(): void | Promise<void> {}

}
