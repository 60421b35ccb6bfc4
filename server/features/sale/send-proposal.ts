import { siteToday } from '#database/site-time-zone.ts';
import { DATE_PAST_MESSAGE } from '#lib/domain/fields.ts';
import { NO_LINES_MESSAGE, ZERO_TOTAL_MESSAGE } from '#lib/domain/sale/proposal.schema.ts';
import type { Proposal } from '#lib/domain/sale/proposal.types.ts';
import type { SendingProposal } from '#database/repositories/proposals.repo.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { links } from '../../links/token-links.ts';
import { retryOnce } from './retry-once.ts';
import { belowPriceRefusal, type Refused } from './sale-guards.ts';
import { proposalSent } from './sale-mail.ts';
import { lacksTravelDate, seasonMismatch, START_DATE_REQUIRED_MESSAGE } from '#lib/domain/sale/proposal-dates.ts';
import { formatDate } from '#lib/format.ts';

/**
 * Null: no such proposal. 'frozen': accepted or replaced. 'invalid': not fit to send (400 under `field`).
 * 'no-pdf': its PDF cannot be drawn, so it stays a draft. 'busy': another send won.
 */
export type SendOutcome =
  | { kind: 'sent'; proposal: Proposal }
  | { kind: 'frozen' }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'no-pdf' }
  | { kind: 'busy' }
  | Refused
  | null;

/** Why a proposal cannot go as it stands, before anything is locked or drawn. */
function unfit(proposal: Proposal): SendOutcome | undefined {
  if (proposal.status === 'accepted' || proposal.status === 'replaced') return { kind: 'frozen' };
  if (proposal.lines.length === 0) return { kind: 'invalid', field: 'lines', message: NO_LINES_MESSAGE };
  // A total of 0 would be "paid" the moment it is accepted (issue 26).
  if (proposal.status === 'draft' && proposal.total <= 0) return { kind: 'invalid', field: 'lines', message: ZERO_TOTAL_MESSAGE };
  if (proposal.validUntil < siteToday()) return { kind: 'invalid', field: 'validUntil', message: DATE_PAST_MESSAGE };
  if (lacksTravelDate(proposal)) return { kind: 'invalid', field: 'startDate', message: START_DATE_REQUIRED_MESSAGE };
  return undefined;
}

/** Issue 39 (R7): the trip's lines are priced at the season of the start date, not of the day they were drafted. */
async function wrongSeason(services: Services, proposal: Proposal): Promise<SendOutcome | undefined> {
  if (!proposal.packageId || !proposal.startDate) return undefined;
  const trip = await services.packages.getTrip(proposal.packageId);
  const mismatch = trip && seasonMismatch(trip, proposal.lines, proposal.startDate);
  if (!mismatch) return undefined;
  const message = `${formatDate(proposal.startDate)} falls in the trip's ${mismatch.dateSeason}, but "${mismatch.line}" is priced for ${mismatch.lineSeason}. Price it for ${mismatch.dateSeason} (start the lines again from the trip), or change the date.`;
  return { kind: 'invalid', field: 'lines', message };
}

/**
 * Sends a draft to its traveller, or mails a sent version again (issue 18, decision 100): each in one transaction
 * with its timeline entry and its mail; a first send also replaces the enquiry's older versions and moves it to Quoted.
 */
export async function sendProposal(services: Services, mailer: Mailer, id: string, confirmBelowPrice: boolean, author: string | null): Promise<SendOutcome> {
  const sending = await services.proposals.forSending(id);
  if (!sending) return null;
  const { proposal } = sending;
  const refusal = unfit(proposal) ?? (await wrongSeason(services, proposal)) ?? (proposal.status === 'draft' ? await belowPriceRefusal(services, proposal, confirmBelowPrice) : null);
  if (refusal) return refusal;
  const mail = { proposalId: id, version: proposal.version, to: sending.traveller.email, firstName: sending.traveller.firstName };

  if (proposal.status === 'sent') {
    // Mailed again with the same link (derived from the stored nonce), its PDF drawn from the frozen version.
    await services.transaction(async (tx) => {
      await tx.proposals.noteResent(id, author);
      await proposalSent(mailer, tx, { ...mail, inquiryId: proposal.inquiryId });
    });
    return { kind: 'sent', proposal };
  }

  if (!(await pdfCanBeDrawn(services, mailer, sending))) return { kind: 'no-pdf' };
  const link = links('proposal').issue();
  // Locks in the sale's order; a deadlock or serialization failure is tried once more (decision 135).
  const sent = await retryOnce(() =>
    services.transaction(async (tx) => {
      const outcome = await tx.proposals.markSent(id, link, author);
      if (outcome && outcome !== 'busy' && !('refused' in outcome)) {
        // Quoted, unless booked (decision 133); the proposal answers the traveller, so no longer "needs reply".
        await tx.inquiries.move(outcome.inquiryId, 'quoted', { cause: 'proposal-sent', author });
        await proposalSent(mailer, tx, { ...mail, inquiryId: outcome.inquiryId });
      }
      return outcome;
    }),
  );
  if (!sent) return null;
  if (sent === 'busy') return { kind: 'busy' };
  if ('refused' in sent) return { kind: 'refused', message: sent.refused, ...(sent.field ? { field: sent.field } : {}) };
  return { kind: 'sent', proposal: sent };
}

/**
 * The PDF is drawn once here only to know it can be: a proposal whose PDF fails stays a draft, and staff hear so
 * now rather than from a mail that cannot go. Nothing keeps it: the mail and the download draw it again with the
 * link, which the database never holds (decision 100). Drawn before the transaction, so no row is locked meanwhile.
 */
async function pdfCanBeDrawn(services: Services, mailer: Mailer, sending: SendingProposal): Promise<boolean> {
  const company = await services.companySettings.get();
  try {
    // pdfkit loads with the first proposal sent, not at every start (issue 19's cold start).
    const { renderProposalPdf } = await import('./proposal-pdf.ts');
    await renderProposalPdf(sending, mailer.settings.siteUrl, { company });
    return true;
  } catch (error) {
    console.error(`Proposal ${sending.proposal.id}: the PDF could not be made:`, error);
    return false;
  }
}
