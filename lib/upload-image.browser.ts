import type { UploadedImage } from '#lib/domain/catalogue/catalogue.types.ts';
import { ApiError } from './api-request.browser.ts';

/** A busy server (its image queue full) answers 503 with Retry-After; an upload tries this many times in all. */
const ATTEMPTS = 3;

/**
 * Sends one image to `url` (the route table's: `api.gallery.uploadImage.url()`, a review's `addPhoto`) as multipart
 * (field `file`), reporting progress from 0 to 1. The caller names the route, so the public review page ships no
 * staff group's calls for a default it never uses (decision 157). XMLHttpRequest rather than fetch: only it reports
 * upload progress in every browser. When the server is busy it waits as long as Retry-After says and sends again.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void, url: string): Promise<UploadedImage> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await sendOnce(file, onProgress, url);
    if ('image' in outcome) return outcome.image;
    const wait = outcome.error.status === 503 ? outcome.retryAfterSeconds : undefined;
    if (wait === undefined || attempt >= ATTEMPTS) throw outcome.error;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

type Outcome = { image: UploadedImage } | { error: ApiError; retryAfterSeconds?: number };

function sendOnce(file: File, onProgress: (fraction: number) => void, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve({ image: JSON.parse(request.responseText) as UploadedImage });
        return;
      }
      const retryAfter = Number(request.getResponseHeader('Retry-After'));
      const error = new ApiError(request.status, request.responseText, request.statusText);
      resolve({ error, retryAfterSeconds: retryAfter > 0 && retryAfter <= 60 ? retryAfter : undefined });
    };
    request.onerror = () => resolve({ error: new ApiError(0, '', 'The upload did not reach the server') });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** A photo's title from its file name: "lion-at-dusk_02.jpg" → "Lion at dusk 02". */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : 'Untitled photo';
}
