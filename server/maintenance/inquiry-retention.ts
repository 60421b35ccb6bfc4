import type { Orm } from '#database/orm.ts';
import { INQUIRY_RETENTION } from '#lib/inquiry-retention.ts';
import { createServices } from '../services.ts';

const INQUIRY_RETENTION_YEARS = INQUIRY_RETENTION.years;

/**
 * Erases the enquiries nobody has touched for the retention period (two years), with one audit entry that says how many
 * (never whose: the log keeps that an erasure happened, not the personal data). Safe to run in
 * several processes at once: a second run finds nothing left to delete.
 */
export async function eraseExpiredInquiries(orm: Orm, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INQUIRY_RETENTION_YEARS);
  return createServices(orm.em.fork()).transaction(async (tx) => {
    const erased = await tx.inquiries.eraseInactiveSince(cutoff);
    if (erased > 0) {
      tx.audit.record({
        action: 'erased-by-retention',
        kind: 'inquiry',
        recordType: 'Inquiry',
        label: `${erased} ${erased === 1 ? 'enquiry' : 'enquiries'} without contact for ${INQUIRY_RETENTION_YEARS} years`,
        actor: { id: null, username: 'retention' },
      });
    }
    return erased;
  });
}
