import { Router } from 'express';
import { testimonialSchema } from '#database/schemas/testimonial.schema.ts';
import { notFound, parse, pathId } from '../middleware/errors.ts';

/** Staff manage reviews; visitors see the active ones (GET /api/testimonials). Mounted behind requireAdmin. */
export function adminTestimonialsRoutes() {
  const router = Router();

  router.get('/testimonials', async (req, res) => {
    res.json(await req.services.testimonials.listAll());
  });

  router.post('/testimonials', async (req, res) => {
    const created = req.services.testimonials.create(parse(testimonialSchema, req.body));
    await req.services.commit();
    res.status(201).json(created);
  });

  router.put('/testimonials/:id', async (req, res) => {
    const id = pathId(req.params.id, 'Testimonial');
    const input = parse(testimonialSchema, req.body);
    const updated = await req.services.testimonials.update(id, input);
    if (!updated) throw notFound('Testimonial not found');
    await req.services.commit();
    res.json(updated);
  });

  router.delete('/testimonials/:id', async (req, res) => {
    if (!(await req.services.testimonials.remove(pathId(req.params.id, 'Testimonial')))) throw notFound('Testimonial not found');
    await req.services.commit();
    res.status(204).end();
  });

  return router;
}
