import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { eventTime } from './inquiries.repo.ts';

/**
 * A view of the traveller's page, as the page's beacon reports it once the page was seen (decision 143): never
 * the GET, which mail scanners and link previews also make. Run it in a transaction: the count's update holds the
 * proposal's row until commit, so of two first views one makes the entry and the other waits for it, and the
 * entry always carries the final count. The entry is found by its data, never by its
 * words. False for a token that names no proposal.
 */
export async function recordProposalView(em: EntityManager, tokenHash: string): Promise<boolean> {
  const [row] = await em.execute<{ id: string; inquiry_id: string; version: number; view_count: number }[]>(
    `update proposals set view_count = view_count + 1, first_viewed_at = coalesce(first_viewed_at, now())
      where token_hash = ? returning id, inquiry_id, version, view_count`,
    [tokenHash],
  );
  if (!row) return false;
  const views = Number(row.view_count);
  if (views === 1) {
    const data = { proposalId: row.id, version: row.version, views };
    await em.execute(`insert into inquiry_events (id, inquiry_id, kind, data, created_at) values (?, ?, 'proposal-viewed', ?, ?)`, [randomUUID(), row.inquiry_id, JSON.stringify(data), eventTime()]);
  } else {
    await em.execute(
      `update inquiry_events set data = jsonb_set(data, '{views}', to_jsonb(cast(? as int)))
        where inquiry_id = ? and kind = 'proposal-viewed' and data->>'proposalId' = ?`,
      [views, row.inquiry_id, row.id],
    );
  }
  return true;
}

/** Whether a token's hash names a proposal (the beacon's answer when it counts nothing). */
export async function proposalExists(em: EntityManager, tokenHash: string): Promise<boolean> {
  return (await em.execute(`select 1 from proposals where token_hash = ?`, [tokenHash])).length > 0;
}
