import { Router } from 'express';
import type { ImageStorage } from '../images/image-storage.ts';
import { receiveImageFile, storeUploadedImage } from '../images/store-upload.ts';

/** POST /api/admin/images: an upload becomes WebP variants in the image storage and a record. Behind requireAdmin. */
export function adminImagesRoutes(storage: ImageStorage) {
  const router = Router();

  router.post('/images', receiveImageFile, async (req, res) => {
    const { image, created } = await storeUploadedImage(req, storage);
    res.status(created ? 201 : 200).json(image);
  });

  return router;
}
