import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImage, RefusedImageError } from '#server/images/process-image.ts';
import { flatPng } from '../fixtures/images.ts';

const refusal = (bytes: Buffer) => inspectImage(bytes).then(() => 'accepted', (error: Error) => (error instanceof RefusedImageError ? error.message : `other: ${error.message}`));

// Making megapixel fixtures takes seconds on a busy machine; the checks themselves read headers only.
describe('the size an upload may have before it is decoded', { timeout: 60_000 }, () => {
  it('takes 40 megapixels and refuses one row more, naming both sizes', async () => {
    expect(await inspectImage(await flatPng(8000, 5000))).toEqual({ width: 8000, height: 5000 });
    expect(await refusal(await flatPng(8000, 5001))).toBe('The image is too large: 8,000 × 5,001 pixels, at most 40 megapixels');
  });

  it('refuses the 100,000 × 1,000 PNG that took 500 MB to decode', async () => {
    expect(await refusal(await flatPng(100_000, 1000))).toBe('The image is too large: 100,000 × 1,000 pixels, at most 40 megapixels');
  });

  it('allows half the pixels at 16 bits a channel with alpha, which take twice the memory', async () => {
    expect(await inspectImage(await flatPng(5000, 4000, { deep: true }))).toEqual({ width: 5000, height: 4000 });
    expect(await refusal(await flatPng(5000, 4001, { deep: true }))).toBe(
      'The image is too large: 5,000 × 4,001 pixels, at most 20 megapixels for its colour depth (8 bytes a pixel)',
    );
  });

  it('refuses a picture whose largest variant would be more than 5,000 pixels high (WebP encodes it whole)', async () => {
    expect(await inspectImage(await flatPng(3200, 10_000))).toEqual({ width: 3200, height: 10_000 });
    expect(await refusal(await flatPng(3200, 10_002))).toBe('The image is too tall for its width: shown 1,600 pixels wide it would be 5,001 high, at most 5,000');
    expect(await refusal(await flatPng(1000, 5001))).toBe('The image is too tall for its width: shown 1,000 pixels wide it would be 5,001 high, at most 5,000');
  });

  it('measures a phone photo upright: stored 6,000 wide and turned by its EXIF, it is 6,000 high', async () => {
    const sideways = await sharp({ create: { width: 6000, height: 1000, channels: 3, background: '#553322' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await refusal(sideways)).toBe('The image is too tall for its width: shown 1,000 pixels wide it would be 6,000 high, at most 5,000');
  });

  it('calls bytes that only start like an image unreadable, not refused', async () => {
    expect(await refusal(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]))).toMatch(/^other: unreadable image/);
  });
});
