import type { RequestHandler } from 'express';
import { UPLOADED_IMAGE_PATH } from '#lib/domain/catalogue/uploaded-image.ts';
import { etagMatches } from '../cache/public-cache.ts';
import type { ImageStorage } from './image-storage.ts';

/**
 * GET /images/<hash>-<width>.webp. The name is derived from the content, so a response never changes:
 * browsers and CDNs may keep it for a year without asking again.
 */
export function serveImages(storage: ImageStorage): RequestHandler {
  return async (req, res, next) => {
    const name = req.params.name;
    if (typeof name !== 'string' || !UPLOADED_IMAGE_PATH.test(`/images/${name}`)) return next();
    const etag = `"${name.slice(0, 32)}"`;
    const headers = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag };
    // The tag is the content's hash, in the name: a browser that has it needs no bytes read from storage.
    if (etagMatches(req.get('if-none-match'), etag)) {
      res.set(headers).status(304).end();
      return;
    }
    try {
      const data = await storage.get(name);
      if (!data) return next();
      res.set({ ...headers, 'Content-Type': 'image/webp' });
      res.end(data);
    } catch (error) {
      next(error);
    }
  };
}
