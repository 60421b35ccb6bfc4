import type { ImageStorage } from '../images/image-storage.ts';
import { receiveImageFile, storeUploadedImage } from '../images/store-upload.ts';
import { ApiHandlers } from './api-handlers.ts';

/** POST /api/admin/images: an upload becomes WebP variants in the image storage and a record (staff). */
export function adminImagesRoutes(storage: ImageStorage) {
  const routes = new ApiHandlers();

  routes.on('gallery.uploadImage', receiveImageFile, async (req, res) => {
    const { image, created } = await storeUploadedImage(req, storage);
    res.status(created ? 201 : 200).json(image);
  });

  return routes;
}
