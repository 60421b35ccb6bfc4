import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';
import { until } from '../setup/until.ts';
import { flatPng, hasGpsTag, phoneJpegWithGps, picture } from '../fixtures/images.ts';
import { startFakeS3 } from '../fixtures/fake-s3.ts';
import { s3ImageStorage } from '#server/images/image-storage.ts';
import { imageDecoder, imageQueue, imagesProcessed, uploadsWaiting } from '#server/images/image-work.ts';
import { FILE_NAME_CHARACTERS_MESSAGE } from '#lib/domain/catalogue/image-upload.schema.ts';
import { toHttpError } from '#server/middleware/errors.ts';
import { allowConsoleErrors } from '../setup/console-errors.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));

function form(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg', field = 'file') {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

async function rows(from: string, params: unknown[] = []) {
  const result = await app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${from}`, params);
  return Number(result[0]!.n);
}
const stored = async () => ({ images: await rows('images'), files: await rows('image_files') });
const hashOf = (url: string) => url.slice('/images/'.length, '/images/'.length + 32);

/** A multipart upload whose file name is sent percent-encoded in `filename*` (RFC 5987), which busboy decodes. */
async function postWithEncodedName(encodedName: string, bytes: Buffer) {
  const boundary = 'safari-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodedName}\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${app.baseUrl}/api/admin/images`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Origin: app.baseUrl, Cookie: staff.cookie ?? '' },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/** Holds `n` of the process's image-processing places (two decode, eight wait) until released. */
function holdImageQueue(n: number) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: n }, () => imageQueue.run(() => gate));
  return async () => {
    open();
    await Promise.all(held);
  };
}

async function fetchImage(url: string) {
  const response = await fetch(`${app.baseUrl}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/admin/images', () => {
  it('refuses an upload without a session', async () => {
    expect((await app.client().postForm('/api/admin/images', form(await picture(100, 100)))).status).toBe(401);
  });

  it('turns a wide picture into WebP at 480, 960 and 1600 px, served immutable', async () => {
    const response = await staff.postForm('/api/admin/images', form(await picture(2400, 1200, 'png'), 'Elephants at the river.png', 'image/png'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ id: expect.any(String), url: expect.stringMatching(/^\/images\/[0-9a-f]{32}-1600\.webp$/), width: 1600, height: 800 });
    for (const width of [480, 960, 1600]) {
      const { response: served, bytes } = await fetchImage(response.body.url.replace('-1600.webp', `-${width}.webp`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
  });

  it('never enlarges: a small picture gets one variant at its own width', async () => {
    const response = await staff.postForm('/api/admin/images', form(await picture(300, 200, 'webp'), 'small.webp', 'image/webp'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ width: 300, height: 200, url: expect.stringMatching(/-300\.webp$/) });
    expect((await fetchImage(response.body.url.replace('-300.webp', '-480.webp'))).response.status).toBe(404);
  });

  it('turns a phone photo upright and strips its EXIF, GPS position included', async () => {
    const original = await phoneJpegWithGps();
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const response = await staff.postForm('/api/admin/images', form(original, 'IMG_0001.JPG'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ width: 300, height: 600 });
    const { bytes } = await fetchImage(response.body.url);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
    expect(bytes.includes(Buffer.from('SafariCam'))).toBe(false);
  });

  it('accepts AVIF recognised from its bytes whatever the name says', async () => {
    const response = await staff.postForm('/api/admin/images', form(await picture(64, 64, 'avif'), 'no-extension', 'application/octet-stream'));
    expect(response.status).toBe(201);
  });

  it('answers 200 with the same image for a second upload of the same picture, without decoding it again', async () => {
    const bytes = await picture(500, 500, 'jpeg');
    const first = await staff.postForm('/api/admin/images', form(bytes));
    const decoded = imagesProcessed();
    const second = await staff.postForm('/api/admin/images', form(bytes, 'copy.jpg'));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(imagesProcessed()).toBe(decoded);
    expect(await rows('images where hash = ?', [hashOf(first.body.url)])).toBe(1);
  });

  it('refuses anything that is not a JPEG, PNG, WebP or AVIF by its bytes with 415', async () => {
    for (const [bytes, name] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.jpg'],
      [Buffer.from('GIF89a' + 'x'.repeat(100)), 'anim.gif'],
      [Buffer.from('%PDF-1.7 hello world'), 'photo.png'],
    ] as const) {
      const response = await staff.postForm('/api/admin/images', form(bytes, name));
      expect(response.status).toBe(415);
      expect(response.body.errors.file).toBe('Upload a JPEG, PNG, WebP or AVIF image');
    }
  });

  it('refuses a file that starts like a JPEG but is not one with 415', async () => {
    const response = await staff.postForm('/api/admin/images', form(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])));
    expect(response.status).toBe(415);
    expect(response.body.errors.file).toBe('The image could not be read');
  });

  it('refuses more than 15 MB with 413', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await staff.postForm('/api/admin/images', form(big));
    expect(response.status).toBe(413);
    expect(response.body.errors.file).toBe('The image is larger than 15 MB');
  });

  it('takes multipart only (415), in the field "file" (400), and needs a file (400)', async () => {
    const json = await staff.post('/api/admin/images', { file: 'https://example.com/x.jpg' });
    expect(json.status).toBe(415);
    const wrongField = await staff.postForm('/api/admin/images', form(await picture(10, 10), 'a.png', 'image/png', 'image'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors.file).toBe('Send one image in the field "file"');
    const empty = new FormData();
    empty.append('note', 'no file');
    const none = await staff.postForm('/api/admin/images', empty);
    expect(none.status).toBe(400);
    expect(none.body.errors.file).toBe('Choose an image to upload');
  });

  it('records the upload in the audit log', async () => {
    const response = await staff.postForm('/api/admin/images', form(await picture(120, 80), 'Camp sunrise.png', 'image/png'));
    const log = (await staff.get('/api/admin/activity?kind=image')).body;
    expect(log.items.find((e: { recordId: string }) => e.recordId === response.body.id)).toMatchObject({ action: 'created', label: 'Camp sunrise.png' });
  });

  it('answers 404 for an image that does not exist or a malformed name', async () => {
    expect((await fetchImage(`/images/${'0'.repeat(32)}-480.webp`)).response.status).toBe(404);
    // Encoded, so the dots reach the image route instead of being resolved away by fetch.
    expect((await fetchImage('/images/..%2F..%2Fetc%2Fpasswd')).response.status).toBe(404);
    expect((await fetchImage('/images/not-a-hash-480.webp')).response.status).toBe(404);
  });
});

// 40-megapixel fixtures, decoded at low priority: seconds each when the machine is busy.
describe('uploads within bounded memory', { timeout: 90_000 }, () => {
  it('refuses a picture over 40 megapixels with 400 on "file" before decoding it, storing nothing', async () => {
    const before = await stored();
    const decoded = imagesProcessed();
    const response = await staff.postForm('/api/admin/images', form(await flatPng(8000, 5001), 'panorama.png', 'image/png'));
    expect(response.status).toBe(400);
    expect(response.body.errors.file).toBe('The image is too large: 8,000 × 5,001 pixels, at most 40 megapixels');
    expect(imagesProcessed()).toBe(decoded);
    expect(await stored()).toEqual(before);
  });

  it('takes a picture of exactly 40 megapixels', async () => {
    const response = await staff.postForm('/api/admin/images', form(await flatPng(8000, 5000), 'big.png', 'image/png'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ width: 1600, height: 1000 });
  });

  it('refuses a file name with a NUL byte or another control character with 400 on "file", storing nothing', async () => {
    const bytes = await picture(71, 71);
    const before = await stored();
    for (const name of ['a%00b.png', 'a%01b.png', 'tab%09.png', 'line%0Abreak.png', 'esc%1B.png', 'del%7F.png', 'c1%C2%85.png']) {
      const response = await postWithEncodedName(name, bytes);
      expect(response.status, name).toBe(400);
      expect(response.body.errors.file, name).toBe(FILE_NAME_CHARACTERS_MESSAGE);
    }
    expect(await stored()).toEqual(before);
    const accepted = await postWithEncodedName('L%C3%B6we%20am%20Fluss.png', bytes);
    expect(accepted.status).toBe(201);
    const names = await app.orm.em.fork().execute<{ original_name: string }[]>('select original_name from images where id = ?', [accepted.body.id]);
    expect(names[0]!.original_name).toBe('Löwe am Fluss.png');
  });

  it('while two images are decoding, a third upload waits its turn and then succeeds', async () => {
    const release = holdImageQueue(2);
    let answered = false;
    const upload = staff.postForm('/api/admin/images', form(await picture(333, 222), 'third.png', 'image/png')).finally(() => (answered = true));
    expect(await until(async () => imageQueue.size, (size) => size.waiting === 1)).toEqual({ running: 2, waiting: 1 });
    expect(answered).toBe(false);
    await release();
    expect((await upload).status).toBe(201);
    expect(imageQueue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('with two decoding and eight waiting, a new picture gets 503 with Retry-After, a repeat is still answered', async () => {
    allowConsoleErrors(); // the full queue's 503 is reported in the log, as in production
    const knownBytes = await picture(321, 123);
    const known = await staff.postForm('/api/admin/images', form(knownBytes, 'known.png', 'image/png'));
    const newBytes = await picture(123, 321);
    const release = holdImageQueue(10);
    try {
      expect(imageQueue.size).toEqual({ running: 2, waiting: 8 });
      const busy = await staff.postForm('/api/admin/images', form(newBytes, 'new.png', 'image/png'));
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('5');
      expect(busy.body.message).toBe('The server is busy. Please try again in a moment.');
      const repeat = await staff.postForm('/api/admin/images', form(knownBytes, 'again.png', 'image/png'));
      expect(repeat.status).toBe(200);
      expect(repeat.body).toEqual(known.body);
    } finally {
      await release();
    }
    const hash = (await staff.postForm('/api/admin/images', form(newBytes, 'new.png', 'image/png'))).body.url;
    expect(await rows('images where hash = ?', [hashOf(hash)])).toBe(1);
  });

  it('decodes a picture sent twice at the same moment once, and answers both with one record', async () => {
    const bytes = await picture(444, 111);
    const decoded = imagesProcessed();
    const release = holdImageQueue(2);
    const both = [1, 2].map((n) => staff.postForm('/api/admin/images', form(bytes, `twice-${n}.png`, 'image/png')));
    expect(await until(async () => uploadsWaiting(), (waiting) => waiting === 2)).toBe(2);
    expect(imageQueue.size.waiting).toBe(1);
    await release();
    const [first, second] = await Promise.all(both);
    expect([first!.status, second!.status].sort()).toEqual([200, 201]);
    expect(first!.body).toEqual(second!.body);
    expect(imagesProcessed()).toBe(decoded + 1);
    expect(await rows('images where hash = ?', [hashOf(first!.body.url)])).toBe(1);
  });

  it('decodes in a child process: when it dies, the next upload starts another', async () => {
    expect((await staff.postForm('/api/admin/images', form(await picture(210, 120), 'one.png', 'image/png'))).status).toBe(201);
    const first = imageDecoder.pid!;
    expect(first).not.toBe(process.pid);
    process.kill(first, 'SIGKILL');
    await until(async () => imageDecoder.pid, (pid) => pid === undefined);
    const next = await staff.postForm('/api/admin/images', form(await picture(120, 210), 'two.png', 'image/png'));
    expect(next.status).toBe(201);
    expect(imageDecoder.pid).toEqual(expect.any(Number));
    expect(imageDecoder.pid).not.toBe(first);
  });

  it('calls a NUL byte that reaches PostgreSQL the request\'s fault (400), not an outage (503)', async () => {
    const error = await app.orm.em
      .fork()
      .execute('select ?::text as name', ['a\u0000b'])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '08P01' });
    expect(toHttpError(error)).toMatchObject({ status: 400 });
  });
});

describe('S3-compatible storage', () => {
  it('stores variants in the bucket and serves them from it (in-process fake S3)', async () => {
    const s3 = await startFakeS3('test-key');
    const storage = s3ImageStorage({ bucket: 'photos', endpoint: s3.endpoint, region: 'af-south-1', accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
    const s3App = await startTestApp({ imageStorage: storage });
    try {
      const admin = (await s3App.signedInAdmin()).client;
      const response = await admin.postForm('/api/admin/images', form(await picture(1000, 500), 'a.png', 'image/png'));
      expect(response.status).toBe(201);
      const hash = response.body.url.slice('/images/'.length, '/images/'.length + 32);
      expect([...s3.objects.keys()].sort()).toEqual([`/photos/${hash}-480.webp`, `/photos/${hash}-960.webp`, `/photos/${hash}-1000.webp`].sort());
      const rows = await s3App.orm.em.fork().execute('select count(*) as n from image_files');
      expect(Number(rows[0]!.n)).toBe(0);
      const served = await fetch(`${s3App.baseUrl}${response.body.url}`);
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1000);
    } finally {
      await s3App.close();
      await s3.close();
    }
  });
});
