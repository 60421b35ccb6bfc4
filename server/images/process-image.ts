import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { variantWidths } from '#lib/uploaded-image.ts';

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

export interface ProcessedImage {
  /** First 32 hex digits of the original's SHA-256. */
  hash: string;
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

export class UnreadableImageError extends Error {}

// One libvips thread pool for the whole process is enough on a small machine; cache off to bound memory.
sharp.cache(false);

/**
 * Turns upright by its EXIF orientation, drops every metadata block (EXIF with GPS positions, XMP,
 * IPTC, ICC after converting to sRGB: sharp's default without keepExif/withMetadata), and writes WebP
 * at each variant width, never enlarging.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  let upright: Sharp;
  let width: number;
  try {
    upright = sharp(bytes, { failOn: 'error', limitInputPixels: 120_000_000 }).autoOrient();
    const metadata = await sharp(bytes).metadata();
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    if (!width) throw new Error('no width');
  } catch (error) {
    throw new UnreadableImageError(`unreadable image: ${(error as Error).message}`);
  }
  const variants: ProcessedImage['variants'] = [];
  let height = 0;
  try {
    for (const target of variantWidths(width)) {
      const { data, info } = await upright.clone().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      variants.push({ width: target, data });
      height = info.height;
    }
  } catch (error) {
    throw new UnreadableImageError(`unreadable image: ${(error as Error).message}`);
  }
  return { hash, width: variants.at(-1)!.width, height, variants };
}
