import type { EntityManager } from '@mikro-orm/postgresql';
import { Testimonial } from '../entities/index.ts';
import type { TestimonialView } from '../dto.ts';

export class TestimonialsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async listActive(): Promise<TestimonialView[]> {
    const rows = await this.em.find(Testimonial, { isActive: true }, { orderBy: { createdAt: 'desc' } });
    return rows.map((t) => ({
      id: t.id,
      name: t.name,
      country: t.country,
      rating: t.rating,
      comment: t.comment,
      packageType: t.packageType ?? null,
    }));
  }
}
