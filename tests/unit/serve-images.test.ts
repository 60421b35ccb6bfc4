import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ImageStorage } from '#server/images/image-storage.ts';
import { serveImages } from '#server/images/serve-images.ts';

const hash = 'a'.repeat(32);
const reads: string[] = [];
const storage: ImageStorage = {
  name: 'postgresql',
  put: async () => {},
  get: async (key) => {
    reads.push(key);
    return key.startsWith(hash) ? Buffer.from('webp bytes') : null;
  },
  delete: async () => {},
};

let base: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.get('/images/:name', serveImages(storage));
  app.use((_req, res) => void res.status(404).end());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
// Each test counts its own storage reads, whatever ran before it.
beforeEach(() => {
  reads.length = 0;
});

it('serves an image once, then answers its ETag with 304 without reading storage again', async () => {
  const first = await fetch(`${base}/images/${hash}-480.webp`);
  expect(first.status).toBe(200);
  expect(await first.text()).toBe('webp bytes');
  const etag = first.headers.get('etag')!;
  expect(etag).toBe(`"${hash}"`);
  expect(reads).toHaveLength(1);

  const again = await fetch(`${base}/images/${hash}-480.webp`, { headers: { 'If-None-Match': etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(reads).toHaveLength(1);
});

it('leaves an unknown image to the next handler (404) without its cache headers', async () => {
  const missing = await fetch(`${base}/images/${'b'.repeat(32)}-480.webp`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('etag')).toBeNull();
});
