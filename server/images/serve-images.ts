import type { RequestHandler } from 'express';
import { UPLOADED_IMAGE_PATH } from '#lib/uploaded-image.ts';
import type { ImageStorage } from './image-storage.ts';

/**
 * GET /images/<hash>-<width>.webp. The name is derived from the content, so a response never changes:
 * browsers and CDNs may keep it for a year without asking again.
 */
export function serveImages(storage: ImageStorage): RequestHandler {
  return async (req, res, next) => {
    const name = req.params.name;
    if (typeof name !== 'string' || !UPLOADED_IMAGE_PATH.test(`/images/${name}`)) return next();
    try {
      const data = await storage.get(name);
      if (!data) return next();
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('ETag', `"${name.slice(0, 32)}"`);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.end(data);
    } catch (error) {
      next(error);
    }
  };
}
