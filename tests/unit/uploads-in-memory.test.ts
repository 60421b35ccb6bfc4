import express, { type ErrorRequestHandler } from 'express';
import { request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { QueueFullError } from '#lib/work-queue.server.ts';
import { MAX_UPLOADS_IN_MEMORY, receiveImageFile, uploadsHeld } from '#server/images/store-upload.ts';

// Public photo uploads (a review link's) are held in memory whole: only so many at once, the rest told to retry.
const app = express();
app.post('/upload', receiveImageFile, (_req, res) => void res.status(204).end());
const answer: ErrorRequestHandler = (error, _req, res, _next) => void res.status(error instanceof QueueFullError ? 503 : 400).end();
app.use(answer);
let port = 0;
let server: Server;
beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, () => resolve(started));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const BOUNDARY = 'photo-boundary';
const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

/** An upload whose body is still arriving: its headers and first bytes sent, the rest never. */
function slowUpload(): ClientRequest {
  const req = httpRequest({ port, method: 'POST', path: '/upload', headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': 5_000_000 } });
  req.on('error', () => {});
  req.write(head + 'x'.repeat(1000));
  return req;
}

async function wholeUpload(): Promise<number> {
  const body = `${head}not really a png\r\n--${BOUNDARY}--\r\n`;
  const response = await fetch(`http://localhost:${port}/upload`, { method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, body });
  return response.status;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

it('receives at most MAX_UPLOADS_IN_MEMORY uploads at once, answers the next 503 unread, and takes one again once one ends', { timeout: 30_000 }, async () => {
  expect(await wholeUpload()).toBe(204);
  const held = Array.from({ length: MAX_UPLOADS_IN_MEMORY }, slowUpload);
  await until(() => uploadsHeld() === MAX_UPLOADS_IN_MEMORY);
  expect(await wholeUpload()).toBe(503);
  held.pop()!.destroy();
  await until(() => uploadsHeld() === MAX_UPLOADS_IN_MEMORY - 1);
  expect(await wholeUpload()).toBe(204);
  for (const req of held) req.destroy();
  await until(() => uploadsHeld() === 0);
});
