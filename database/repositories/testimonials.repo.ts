import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Testimonial } from '../entities/index.ts';
import type { TestimonialRecord, TestimonialView } from '#lib/domain/catalogue/catalogue.types.ts';
import type { TestimonialInput } from '#lib/domain/catalogue/testimonial.schema.ts';

type TestimonialEntity = InferEntity<typeof Testimonial>;

const toView = (t: TestimonialEntity): TestimonialView => ({
  id: t.id,
  name: t.name,
  country: t.country,
  rating: t.rating,
  comment: t.comment,
  packageType: t.packageType ?? null,
});

const toRecord = (t: TestimonialEntity): TestimonialRecord => ({ ...toView(t), isActive: t.isActive, createdAt: t.createdAt.toISOString() });

const NEWEST = { orderBy: { createdAt: 'desc', id: 'asc' } } as const;

/** Reviews: visitors read the active ones; staff manage all. Writes are staged for the handler to commit. */
export class TestimonialsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async listActive(): Promise<TestimonialView[]> {
    return (await this.em.find(Testimonial, { isActive: true }, NEWEST)).map(toView);
  }

  async listAll(): Promise<TestimonialRecord[]> {
    return (await this.em.find(Testimonial, {}, NEWEST)).map(toRecord);
  }

  /** Staged; id and time are set now so the view is complete before the handler commits. */
  create(input: TestimonialInput): TestimonialRecord {
    const entity = this.em.create(Testimonial, { id: randomUUID(), ...input, packageType: input.packageType ?? null, createdAt: new Date() });
    return toRecord(entity);
  }

  /** Null when no testimonial has that id. */
  async update(id: string, input: TestimonialInput): Promise<TestimonialRecord | null> {
    const entity = await this.em.findOne(Testimonial, { id });
    if (!entity) return null;
    this.em.assign(entity, { ...input, packageType: input.packageType ?? null });
    return toRecord(entity);
  }

  /** False when no testimonial has that id. */
  async remove(id: string): Promise<boolean> {
    const entity = await this.em.findOne(Testimonial, { id });
    if (!entity) return false;
    this.em.remove(entity);
    return true;
  }
}
