import { describe, expect, it } from 'vitest';
import { uploadedSrcSet, variantWidths } from '#lib/domain/catalogue/uploaded-image.ts';
import { titleFromFileName } from '#lib/upload-image.browser.ts';
import { cascadeNote, describeActivity } from '#components/admin/activity/activity-text.ts';
import { detectFormat } from '#server/images/process-image.ts';
import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';

const HASH = '0123456789abcdef0123456789abcdef';

describe('uploaded image variants', () => {
  it('never enlarges: each standard width below the original, then the widest it allows', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('writes srcset for an uploaded image only', () => {
    expect(uploadedSrcSet(`/images/${HASH}-1200.webp`)).toBe(`/images/${HASH}-480.webp 480w, /images/${HASH}-960.webp 960w, /images/${HASH}-1200.webp 1200w`);
    expect(uploadedSrcSet('https://images.unsplash.com/photo-1?w=800')).toBeUndefined();
  });

  it('titles a photo from its file name', () => {
    expect(titleFromFileName('lion-at-dusk_02.JPG')).toBe('Lion at dusk 02');
    expect(titleFromFileName('.png')).toBe('Untitled photo');
  });
});

describe('image formats from bytes', () => {
  it('recognises JPEG, PNG, WebP and AVIF and nothing else', () => {
    expect(detectFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(20).fill(0)]))).toBe('jpeg');
    expect(detectFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe('png');
    expect(detectFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypmif1\0\0\0\0mif1avifmiaf')]);
    expect(detectFormat(avif)).toBe('avif');
    expect(detectFormat(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(detectFormat(heic)).toBeNull();
  });
});

describe('activity sentences', () => {
  const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
    id: '1', at: '2026-11-22T10:00:00Z', actorId: 'a', actorName: 'thabo', action: 'created', kind: 'package', recordType: 'Package',
    recordId: 'r', label: 'Kruger Classic', changes: null, ip: null, ...fields,
  });

  it('says what happened to which record', () => {
    expect(describeActivity(entry({}))).toBe('created package “Kruger Classic”');
    expect(describeActivity(entry({ action: 'hidden', recordType: 'GalleryPhoto', label: 'Lion' }))).toBe('hid photo “Lion”');
    expect(describeActivity(entry({ action: 'signed-in', recordType: 'Admin' }))).toBe('signed in');
    expect(describeActivity(entry({ action: 'deleted', recordType: 'Inquiry', label: null }))).toBe('deleted an inquiry');
    expect(cascadeNote(entry({ action: 'deleted', recordType: 'GalleryFolder', changes: { galleries: ['A', 'B'], photos: [], photoCount: 14 } }))).toBe('with 2 galleries and 14 photos');
    expect(describeActivity(entry({ action: 'reordered', recordType: 'Gallery', label: 'Rivers', changes: { level: 'photo' } }))).toBe('reordered the photos of gallery “Rivers”');
  });
});
