import type { EntityManager } from '@mikro-orm/postgresql';

/** What a proposal's mail needs beyond the proposal's view (decision 140): its link's nonce, and the version it replaces. */
export class ProposalMailFacts {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The nonce this version's link is derived from; null while it is a draft. */
  async linkNonce(proposalId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ nonce: string | null }[]>(`select link_nonce as nonce from proposals where id = ?`, [proposalId]);
    return row?.nonce ?? null;
  }

  /** The newest version of the same enquiry sent before this one (the one it replaces); null for the first. */
  async replacedVersion(proposalId: string): Promise<number | null> {
    const [row] = await this.em.execute<{ version: number | null }[]>(
      `select max(o.version) as version from proposals o join proposals p on p.inquiry_id = o.inquiry_id
        where p.id = ? and o.version < p.version and o.sent_at is not null`,
      [proposalId],
    );
    return row?.version ?? null;
  }
}
