import { testimonialSchema } from '#lib/domain/catalogue/testimonial.schema.ts';
import { notFound, parse, pathId } from '../middleware/errors.ts';
import { ApiHandlers } from './api-handlers.ts';

/** Staff manage reviews; visitors see the active ones (GET /api/testimonials). Roles and cache effects: lib/api-routes.ts. */
export function adminTestimonialsRoutes() {
  const routes = new ApiHandlers();

  routes.on('testimonials.list', async (req, res) => {
    res.json(await req.services.testimonials.listAll());
  });

  routes.on('testimonials.create', async (req, res) => {
    const created = req.services.testimonials.create(parse(testimonialSchema, req.body));
    await req.services.commit();
    res.status(201).json(created);
  });

  routes.on('testimonials.update', async (req, res) => {
    const id = pathId(req.params.id, 'Testimonial');
    const input = parse(testimonialSchema, req.body);
    const updated = await req.services.testimonials.update(id, input);
    if (!updated) throw notFound('Testimonial not found');
    await req.services.commit();
    res.json(updated);
  });

  routes.on('testimonials.remove', async (req, res) => {
    if (!(await req.services.testimonials.remove(pathId(req.params.id, 'Testimonial')))) throw notFound('Testimonial not found');
    await req.services.commit();
    res.status(204).end();
  });

  return routes;
}
