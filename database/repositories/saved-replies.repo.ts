import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { SavedReply } from '../entities/index.ts';
import type { SavedReplyView } from '../dto.ts';
import type { SavedReplyInput } from '../schemas/saved-reply.schema.ts';

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

  /** By name: the order of the reply form's select and of Settings' list. */
  async list(): Promise<SavedReplyView[]> {
    const rows = await this.em.find(SavedReply, {}, { orderBy: { name: 'asc' } });
    return rows.map(toView);
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
