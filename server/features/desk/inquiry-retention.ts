import { endLinksOfInquiries } from '#database/repositories/erased-links.ts';
import type { Orm } from '#database/orm.ts';
import { INQUIRY_RETENTION, LEDGER_RETENTION } from '#lib/domain/enquiry/inquiry-retention.ts';
import { createServices } from '../../services.ts';

const INQUIRY_RETENTION_YEARS = INQUIRY_RETENTION.years;
/**
 * Rows per transaction. A first sweep over years of enquiries erased 600,000 in one statement that held
 * its locks for the whole time; a batch this size commits in well under a second.
 */
export const SWEEP_BATCH = 5_000;

/**
 * Erases the enquiries nobody has touched for the retention period (two years), a batch per transaction,
 * keeping their bookings and proposals with the personal fields anonymised; an enquiry with a booking waits
 * until five years after the booking's departure or cancellation (decision 134). Each batch has
 * one audit entry that says how many (never whose: the log keeps that an erasure happened,
 * not the personal data). Safe to run in several processes at once: rows another run holds are skipped,
 * and a second run finds nothing left to delete.
 */
export async function eraseExpiredInquiries(orm: Orm, now = new Date(), batch = SWEEP_BATCH): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INQUIRY_RETENTION_YEARS);
  const ledgerCutoff = new Date(now);
  ledgerCutoff.setUTCFullYear(ledgerCutoff.getUTCFullYear() - LEDGER_RETENTION.years);
  const ledgerDay = ledgerCutoff.toISOString().slice(0, 10);
  let total = 0;
  for (;;) {
    const erased = await createServices(orm.em.fork()).transaction(async (tx) => {
      const ids = await tx.inquiries.lockExpired(cutoff, ledgerDay, batch);
      // The ledger first, while its rows still name their enquiry; then the enquiries (the keys set null).
      await endLinksOfInquiries(tx.em, ids);
      await tx.ledger.anonymiseForInquiries(ids);
      const count = await tx.inquiries.eraseMany(ids);
      if (count > 0) {
        tx.audit.record({
          action: 'erased-by-retention',
          kind: 'inquiry',
          recordType: 'Inquiry',
          label: `${count} ${count === 1 ? 'inquiry' : 'inquiries'} without contact for ${INQUIRY_RETENTION_YEARS} years`,
          actor: { id: null, username: 'retention' },
        });
      }
      return count;
    });
    total += erased;
    if (erased < batch) return total;
  }
}

/** Idempotency keys past their window, a batch per statement. */
export async function pruneIdempotencyKeys(orm: Orm, batch = SWEEP_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const pruned = await createServices(orm.em.fork()).inquiries.pruneIdempotencyKeys(batch);
    total += pruned;
    if (pruned < batch) return total;
  }
}
