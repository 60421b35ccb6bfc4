import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { SavedReply } from '../entities/index.ts';
import type { SavedReplyPage, SavedReplyView } from '#lib/domain/enquiry/enquiry.types.ts';
import { MAX_SAVED_REPLIES, SAVED_REPLIES_PAGE_SIZE, type SavedReplyInput, type SavedReplyQuery } from '#lib/domain/enquiry/saved-reply.schema.ts';

/** `q` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toView = (r: InferEntity<typeof SavedReply>): SavedReplyView => ({
  id: r.id,
  name: r.name,
  subject: r.subject,
  body: r.body,
  updatedAt: r.updatedAt.toISOString(),
});

/** Saved replies, staged on the request's unit of work; the handler commits. */
export class SavedRepliesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * One page of names by name (the reply form's picker, Settings' list), without the messages: a page is
   * a few kB however long the replies are (issue 27).
   */
  async page({ q, offset }: SavedReplyQuery): Promise<SavedReplyPage> {
    const [rows, total] = await this.em.findAndCount(SavedReply, q ? { name: { $ilike: containing(q) } } : {}, {
      fields: ['id', 'name', 'subject', 'updatedAt'],
      orderBy: { name: 'asc', id: 'asc' },
      offset,
      limit: SAVED_REPLIES_PAGE_SIZE,
    });
    const replies = rows.map((r) => ({ id: r.id, name: r.name, subject: r.subject, updatedAt: r.updatedAt.toISOString() }));
    return { replies, total, nextOffset: offset + replies.length < total ? offset + replies.length : null };
  }

  /** One reply whole: what the picker fills the form with, and what Settings' dialog edits. */
  async get(id: string): Promise<SavedReplyView | null> {
    const reply = await this.em.findOne(SavedReply, { id });
    return reply ? toView(reply) : null;
  }

  /**
   * Whether another reply fits under MAX_SAVED_REPLIES. Call in the transaction that creates it: the
   * lock holds a second add until this one commits, so two adds at 199 cannot both pass.
   */
  async roomForAnother(): Promise<boolean> {
    await this.em.execute("select pg_advisory_xact_lock(hashtext('saved_replies: count'))");
    return (await this.em.count(SavedReply, {})) < MAX_SAVED_REPLIES;
  }

  create(input: SavedReplyInput): SavedReplyView {
    const now = new Date();
    return toView(this.em.create(SavedReply, { id: randomUUID(), ...input, createdAt: now, updatedAt: now }));
  }

  async update(id: string, input: SavedReplyInput): Promise<SavedReplyView | null> {
    const reply = await this.em.findOne(SavedReply, { id });
    if (!reply) return null;
    this.em.assign(reply, { name: input.name, subject: input.subject, body: input.body, updatedAt: new Date() });
    return toView(reply);
  }

  async remove(id: string): Promise<boolean> {
    const reply = await this.em.findOne(SavedReply, { id });
    if (!reply) return false;
    this.em.remove(reply);
    return true;
  }
}
