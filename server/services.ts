import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminsRepository } from '#database/repositories/admins.repo.ts';
import { GalleryRepository } from '#database/repositories/gallery.repo.ts';
import { InquiriesRepository } from '#database/repositories/inquiries.repo.ts';
import { PackagesRepository } from '#database/repositories/packages.repo.ts';
import { TestimonialsRepository } from '#database/repositories/testimonials.repo.ts';
import { RateLimiter } from './middleware/rate-limit.ts';

/**
 * The repositories of one request, on one forked EntityManager. Pages reach them through
 * `pageContext.services` (so `+data.ts` never imports the ORM) and handlers through `req.services`.
 */
export function createServices(em: EntityManager) {
  return {
    admins: new AdminsRepository(em),
    gallery: new GalleryRepository(em),
    inquiries: new InquiriesRepository(em),
    packages: new PackagesRepository(em),
    testimonials: new TestimonialsRepository(em),
    rateLimiter: new RateLimiter(em),
  };
}

export type Services = ReturnType<typeof createServices>;
