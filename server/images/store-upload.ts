import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { imageUploadSchema } from '#lib/domain/catalogue/image-upload.schema.ts';
import { fieldError, HttpError, parse } from '../middleware/errors.ts';
import { IMAGE_QUEUE, imageHash, processUpload } from './image-work.ts';
import { detectFormat, RefusedImageError, UnreadableImageError } from './process-image.ts';
import type { ImageStorage } from './image-storage.ts';
import type { UploadedImage } from '#lib/domain/catalogue/catalogue.types.ts';
import { QueueFullError } from '#lib/work-queue.server.ts';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
const UNSUPPORTED = 'Upload a JPEG, PNG, WebP or AVIF image';
const TOO_LARGE = 'The image is larger than 15 MB';

const single = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
}).single('file');

/**
 * Uploads held in memory at once. Multer keeps each body (up to 15 MB) until its response ends, and only the
 * decode waits in the image queue (image-work.ts); a review link's photos are a public route. So at most as many
 * as that queue holds (two decoding, eight waiting): a burst costs at most ~150 MB of bodies, and the next upload
 * is answered 503 with Retry-After before any byte of it is read.
 */
export const MAX_UPLOADS_IN_MEMORY = IMAGE_QUEUE.concurrency + IMAGE_QUEUE.maxWaiting;
let uploadsInMemory = 0;

/** Uploads now being received or held until their response ends. */
export const uploadsHeld = () => uploadsInMemory;

/** Multipart only (the JSON body limit does not apply here), one file in the field `file`, limits as errors of our contract. */
export const receiveImageFile: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) {
    return next(new HttpError(415, 'Send the image as multipart/form-data in the field "file"', { file: UNSUPPORTED }));
  }
  if (uploadsInMemory >= MAX_UPLOADS_IN_MEMORY) return next(new QueueFullError('Image upload', IMAGE_QUEUE.retryAfterSeconds));
  uploadsInMemory++;
  // Answered or cut off, the body's buffer goes with the request.
  res.once('close', () => uploadsInMemory--);
  single(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(fieldError('file', TOO_LARGE, 413));
      if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
        return next(fieldError('file', 'Send one image in the field "file"'));
      }
      return next(fieldError('file', 'The upload was not understood'));
    }
    // busboy's own complaints (a truncated or malformed body) are the client's, not ours.
    next(fieldError('file', 'The upload was not understood'));
  });
};

/**
 * An upload becomes WebP variants in the image storage and a committed record. Cheapest first: the name and
 * the magic number, then the hash (a picture uploaded before is answered from its record without decoding),
 * then the header's size, and only then a decode, in the process-wide image queue. Staff's uploads and
 * travellers' review photos both come this way, with the same bounds.
 */
export async function storeUploadedImage(req: Request, storage: ImageStorage): Promise<{ image: UploadedImage; created: boolean }> {
  const file = req.file;
  if (!file || file.size === 0) throw fieldError('file', 'Choose an image to upload');
  const { file: originalName } = parse(imageUploadSchema, { file: file.originalname ?? '' });
  if (!detectFormat(file.buffer)) throw fieldError('file', UNSUPPORTED, 415);

  const hash = imageHash(file.buffer);
  const existing = await req.services.images.findByHash(hash);
  if (existing) return { image: existing, created: false };

  let processed;
  try {
    processed = await processUpload(hash, file.buffer);
  } catch (error) {
    if (error instanceof RefusedImageError) throw fieldError('file', error.message);
    if (error instanceof UnreadableImageError) throw fieldError('file', 'The image could not be read', 415);
    throw error;
  }
  // Bytes first, record second: a record never points at missing files (an orphaned file is harmless).
  for (const variant of processed.variants) await storage.put(`${hash}-${variant.width}.webp`, variant.data);
  const image = req.services.images.create({
    hash,
    width: processed.width,
    height: processed.height,
    widths: processed.variants.map((v) => v.width),
    originalName,
  });
  try {
    await req.services.commit();
  } catch (error) {
    // The same picture uploaded at the same moment committed first: answer with its record.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    req.services.em.clear();
    const winner = await req.services.images.findByHash(hash);
    if (!winner) throw error;
    return { image: winner, created: false };
  }
  return { image, created: true };
}
