import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * Further addresses an enquiry's traveller writes from (decision 136), which staff add when a held mail turns
 * out to be the traveller's (a partner, a work address). Compared without case; stored as typed, lower case.
 */
export class InquiryAddressesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The added addresses, oldest first; null when there is no such enquiry. */
  async list(inquiryId: string): Promise<string[] | null> {
    const [inquiry] = await this.em.execute(`select 1 from inquiries where id = ?`, [inquiryId]);
    if (!inquiry) return null;
    const rows = await this.em.execute<{ email: string }[]>(`select email from inquiry_addresses where inquiry_id = ? order by created_at, email`, [inquiryId]);
    return rows.map((r) => r.email);
  }

  /** Adds an address (once: adding it again changes nothing); the list after, or null when there is no such enquiry. */
  async add(inquiryId: string, email: string, addedBy: string | null): Promise<string[] | null> {
    const [inquiry] = await this.em.execute(`select 1 from inquiries where id = ?`, [inquiryId]);
    if (!inquiry) return null;
    await this.em.execute(
      `insert into inquiry_addresses (id, inquiry_id, email, added_by, created_at) values (?, ?, ?, ?, now())
       on conflict (inquiry_id, lower(email)) do nothing`,
      [randomUUID(), inquiryId, email.trim().toLowerCase(), addedBy],
    );
    return this.list(inquiryId);
  }

  /** Removes an address; false when the enquiry has no such address. */
  async remove(inquiryId: string, email: string): Promise<boolean> {
    const rows = await this.em.execute(`delete from inquiry_addresses where inquiry_id = ? and lower(email) = lower(?) returning id`, [inquiryId, email.trim()]);
    return rows.length > 0;
  }
}
