import sharp, { type Metadata } from 'sharp';
import { variantWidths } from '#lib/domain/catalogue/uploaded-image.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The format the bytes themselves declare (never the file name or the browser's type); null for anything else. */
export function detectFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand and the compatible brands up to the end of the ftyp box.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    for (let at = 8; at + 4 <= boxEnd; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/**
 * What one image may cost (decision 060), measured as the peak above the process's idle size, under
 * the 256 MB each may take: 40 megapixels and at most 160 MB of decoded samples (40 MP × 4 channels
 * × 8 bits; a 16-bit or five-channel picture gets fewer pixels): the worst, a 40,000 × 1,000 RGBA PNG
 * (a strip that short is resized whole), peaked at +182 MB. And a widest variant at most 5,000 pixels
 * high: WebP encodes a whole picture at once, and 1,600 × 5,000 peaked at +174 MB (1,600 × 16,383,
 * WebP's own limit, at +488 MB).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
const MAX_DECODED_BYTES = 160_000_000;
const MAX_VARIANT_HEIGHT = 5_000;
/** A decode that takes longer is stopped, so a pathological file cannot hold a processing slot for good. */
const PROCESSING_TIMEOUT_SECONDS = 60;

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

export class UnreadableImageError extends Error {}

/** A readable image this server will not decode (too many pixels, too tall): the uploader's to fix. */
export class RefusedImageError extends Error {}

/** An image's header, read without decoding a pixel, and found within the limits. */
export interface InspectedImage {
  /** Upright size (after the EXIF orientation). */
  width: number;
  height: number;
}

const grouped = (n: number) => n.toLocaleString('en');
const megapixels = (n: number) => `${Math.floor(n / 1_000_000)} megapixels`;

/**
 * Reads the header only (sharp's metadata does not decode pixels) and refuses, before any decode,
 * what would take more memory than a decode may, or could not be written as WebP.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw new UnreadableImageError(`unreadable image: ${(error as Error).message}`);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new UnreadableImageError('unreadable image: no size in its header');
  const pixels = width * height;
  const bytesPerPixel = (metadata.channels ?? 4) * (BYTES_PER_SAMPLE[metadata.depth ?? 'uchar'] ?? 1);
  const allowed = Math.min(MAX_IMAGE_PIXELS, Math.floor(MAX_DECODED_BYTES / bytesPerPixel));
  if (pixels > allowed) {
    const depth = allowed < MAX_IMAGE_PIXELS ? ` for its colour depth (${bytesPerPixel} bytes a pixel)` : '';
    throw new RefusedImageError(`The image is too large: ${grouped(width)} × ${grouped(height)} pixels, at most ${megapixels(allowed)}${depth}`);
  }
  const widest = variantWidths(width).at(-1)!;
  const variantHeight = Math.round((height * widest) / width);
  if (variantHeight > MAX_VARIANT_HEIGHT) {
    throw new RefusedImageError(
      `The image is too tall for its width: shown ${grouped(widest)} pixels wide it would be ${grouped(variantHeight)} high, at most ${grouped(MAX_VARIANT_HEIGHT)}`,
    );
  }
  return { width, height };
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

// Each image is worked on by one libvips thread: two images in the work queue then use at most two
// cores, and a third of libuv's four threads stays free for password hashing. No operation cache: it
// would keep decoded pixels of pictures that are never seen again.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decodes once, turned upright by its EXIF orientation, straight to the widest variant (libvips
 * reads sequentially and rotates after shrinking), then makes the narrower variants from those
 * pixels. Every metadata block is dropped (EXIF with GPS positions, XMP, IPTC; colours converted
 * to sRGB): sharp's default without keepExif/withMetadata.
 */
export async function processImage(bytes: Buffer, inspected: InspectedImage): Promise<ProcessedImage> {
  const widths = variantWidths(inspected.width);
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true })
      .autoOrient()
      .resize({ width: widths.at(-1)!, withoutEnlargement: true })
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: ProcessedImage['variants'] = [];
    for (const width of widths) {
      const variant = sharp(data, { raw }).timeout({ seconds: PROCESSING_TIMEOUT_SECONDS });
      const resized = width < info.width ? variant.resize({ width }) : variant;
      variants.push({ width, data: await resized.webp({ quality: 80 }).toBuffer() });
    }
    return { width: info.width, height: info.height, variants };
  } catch (error) {
    throw new UnreadableImageError(`unreadable image: ${(error as Error).message}`);
  }
}
