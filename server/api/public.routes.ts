import { Router } from 'express';
import { contactInquirySchema, inquirySchema } from '#database/schemas/inquiry.schema.ts';
import { contactToInquiry } from '#database/repositories/inquiries.repo.ts';
import type { RateLimitSettings } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notFound, parse, pathId } from '../middleware/errors.ts';
import { tooManyRequests } from '../middleware/rate-limit.ts';
import { requireAdmin } from '../middleware/auth.ts';

/** What visitors may read and send (SPEC §7). Hidden (inactive) records never leave here. */
export function publicRoutes(limits: RateLimitSettings, mailer: Mailer) {
  const router = Router();

  router.get('/packages', async (req, res) => {
    res.json(await req.services.packages.list());
  });

  router.get('/testimonials', async (req, res) => {
    res.json(await req.services.testimonials.listActive());
  });

  router.get('/gallery-folders', async (req, res) => {
    res.json(await req.services.gallery.listFolders());
  });

  router.get('/gallery-folders/:id/galleries', async (req, res) => {
    const galleries = await req.services.gallery.listGalleries(pathId(req.params.id, 'Folder'));
    if (!galleries) throw notFound('Folder not found');
    res.json(galleries);
  });

  router.get('/galleries/:id/photos', async (req, res) => {
    const photos = await req.services.gallery.listPhotos(pathId(req.params.id, 'Gallery'));
    if (!photos) throw notFound('Gallery not found');
    res.json(photos);
  });

  router.post('/inquiries', async (req, res) => {
    const body: unknown = req.body;
    const fromContactPage = typeof body === 'object' && body !== null && (body as { source?: unknown }).source === 'contact';
    const input = fromContactPage ? contactToInquiry(parse(contactInquirySchema, body)) : parse(inquirySchema, body);
    const { hits, resetAt } = await req.services.rateLimiter.hit(`inquiry:${req.ip}`, limits.windowSeconds);
    if (hits > limits.inquiries) throw tooManyRequests(resetAt);
    // The enquiry and its two mails' jobs commit together: a mail server outage cannot fail or lose it.
    const inquiry = await req.services.transaction(async (tx) => {
      const created = await tx.inquiries.create(input);
      await mailer.inquiryReceived(tx.em, created);
      return created;
    });
    res.status(201).json(inquiry);
  });

  // Enquiries hold personal data: only staff may list them.
  router.get('/inquiries', requireAdmin, async (req, res) => {
    res.json(await req.services.inquiries.list());
  });

  return router;
}
