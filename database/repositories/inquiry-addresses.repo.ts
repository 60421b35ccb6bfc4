import type { EntityManager } from '@mikro-orm/postgresql';
import { Inquiry, InquiryAddress } from '../entities/index.ts';

/**
 * Further addresses an enquiry's traveller writes from (decision 136), which staff add when a held mail turns
 * out to be the traveller's (a partner, a work address). Compared without case; stored as typed, lower case.
 * Adding and removing go through the entity, so the activity log tells who did it (decision 169); the caller's
 * transaction writes them.
 */
export class InquiryAddressesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The added addresses, oldest first; null when there is no such enquiry. */
  async list(inquiryId: string): Promise<string[] | null> {
    if (!(await this.em.count(Inquiry, { id: inquiryId }))) return null;
    const rows = await this.em.find(InquiryAddress, { inquiry: inquiryId }, { orderBy: { createdAt: 'asc', email: 'asc' }, fields: ['email'] });
    return rows.map((r) => r.email);
  }

  /**
   * Stages an address (once: adding it again changes nothing); false when there is no such enquiry. Two adds of
   * the same address at once meet the unique index; the loser's transaction fails and its caller tries again.
   */
  async add(inquiryId: string, email: string, addedBy: string | null): Promise<boolean> {
    if (!(await this.em.count(Inquiry, { id: inquiryId }))) return false;
    const lower = email.trim().toLowerCase();
    if (!(await this.em.count(InquiryAddress, { inquiry: inquiryId, email: lower }))) {
      this.em.create(InquiryAddress, { inquiry: inquiryId, email: lower, addedBy });
    }
    return true;
  }

  /** Stages an address's removal; false when the enquiry has no such address. */
  async remove(inquiryId: string, email: string): Promise<boolean> {
    const found = await this.em.findOne(InquiryAddress, { inquiry: inquiryId, email: email.trim().toLowerCase() });
    if (!found) return false;
    this.em.remove(found);
    return true;
  }
}
