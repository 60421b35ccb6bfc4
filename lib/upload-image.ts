import type { UploadedImage } from '#database/dto.ts';
import { ApiError } from './api-client.ts';

/**
 * Sends one image to POST /api/admin/images as multipart (field `file`), reporting progress from 0
 * to 1. XMLHttpRequest rather than fetch: only it reports upload progress in every browser.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/images');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as UploadedImage);
      } else reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, '', 'The upload did not reach the server'));
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
