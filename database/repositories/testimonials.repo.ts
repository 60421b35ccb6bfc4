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

  /** Mean rating of the visible testimonials, to one decimal; null when there are none. */
  async averageRating(): Promise<number | null> {
    const rows = await this.em.execute<{ average: string | null }[]>(
      'select avg(rating) as average from testimonials where is_active = true',
    );
    const average = rows[0]?.average;
    return average == null ? null : Math.round(Number(average) * 10) / 10;
  }
}
