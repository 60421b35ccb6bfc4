import type { Orm } from '#database/orm.ts';
import { INQUIRY_RETENTION } from '#lib/inquiry-retention.ts';
import { createServices } from '../services.ts';

const INQUIRY_RETENTION_YEARS = INQUIRY_RETENTION.years;
/**
 * Rows per transaction. A first sweep over years of enquiries erased 600,000 in one statement that held
 * its locks for the whole time; a batch this size commits in well under a second.
 */
export const SWEEP_BATCH = 5_000;

/**
 * Erases the enquiries nobody has touched for the retention period (two years), a batch per transaction,
 * each with one audit entry that says how many (never whose: the log keeps that an erasure happened,
 * not the personal data). Safe to run in several processes at once: rows another run holds are skipped,
 * and a second run finds nothing left to delete.
 */
export async function eraseExpiredInquiries(orm: Orm, now = new Date(), batch = SWEEP_BATCH): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INQUIRY_RETENTION_YEARS);
  let total = 0;
  for (;;) {
    const erased = await createServices(orm.em.fork()).transaction(async (tx) => {
      const count = await tx.inquiries.eraseInactiveSince(cutoff, batch);
      if (count > 0) {
        tx.audit.record({
          action: 'erased-by-retention',
          kind: 'inquiry',
          recordType: 'Inquiry',
          label: `${count} ${count === 1 ? 'enquiry' : 'enquiries'} without contact for ${INQUIRY_RETENTION_YEARS} years`,
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
