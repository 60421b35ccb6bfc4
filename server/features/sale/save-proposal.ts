import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Proposal } from '#lib/domain/sale/proposal.types.ts';
import type { ProposalInput } from '#lib/domain/sale/proposal.schema.ts';
import type { SaveOutcome } from '#database/repositories/proposals.repo.ts';
import type { Services } from '../../services.ts';
import { currencyChangeRefusal, type Refused } from './sale-guards.ts';

/**
 * Null: no such proposal. 'unsaved': the repository's reason (no enquiry, no trip, frozen, a departure it cannot
 * name). 'collided': another version of the enquiry was saved at the same moment.
 */
export type SaveAnswer =
  | { kind: 'saved'; proposal: Proposal }
  | { kind: 'unsaved'; reason: Exclude<SaveOutcome, Proposal | null> }
  | { kind: 'collided' }
  | Refused
  | null;

/** One transaction; the repository refuses before it stages anything, so a refusal commits nothing. */
async function save(services: Services, write: (tx: Services) => Promise<SaveOutcome>): Promise<SaveAnswer> {
  try {
    const outcome = await services.transaction(write);
    if (outcome === null) return null;
    return typeof outcome === 'string' ? { kind: 'unsaved', reason: outcome } : { kind: 'saved', proposal: outcome };
  } catch (error) {
    // Two versions saved at once for one enquiry: the second collides on (inquiry, version).
    if (error instanceof UniqueConstraintViolationException) return { kind: 'collided' };
    throw error;
  }
}

/** A new draft version of the enquiry's proposal (issue 18, decision 100). */
export function createProposal(services: Services, inquiryId: string, input: ProposalInput, author: string | null): Promise<SaveAnswer> {
  return save(services, (tx) => tx.proposals.create(inquiryId, input, author));
}

/** A draft changed in place, or a sent version's change saved as the next version; its currency guarded (issue 29). */
export async function updateProposal(services: Services, id: string, input: ProposalInput, author: string | null): Promise<SaveAnswer> {
  const stored = await services.proposals.get(id);
  const refusal = stored && currencyChangeRefusal(stored, input);
  if (refusal) return refusal;
  return save(services, (tx) => tx.proposals.update(id, input, author));
}
