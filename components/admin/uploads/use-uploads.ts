import { useState } from 'react';
import type { UploadedImage } from '#lib/domain/catalogue/catalogue.types.ts';
import { api, ApiError } from '#lib/api-client.browser.ts';
import { uploadImage } from '#lib/upload-image.browser.ts';
import type { UploadState } from './UploadProgress.tsx';

let counter = 0;

/** Uploads files one after another (a small server resizes one at a time best), tracking each one's progress. */
export function useUploads() {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);
  const patch = (key: string, change: Partial<UploadState>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  /** Calls `onUploaded` for each file that arrives, in order; failures are shown on their bar. */
  async function upload(files: File[], onUploaded: (image: UploadedImage, file: File) => Promise<void> | void) {
    const batch = files.map((file) => ({ key: `u${++counter}`, name: file.name, progress: 0, status: 'uploading' as const, file }));
    setUploads((list) => [...list.filter((u) => u.status === 'uploading'), ...batch.map(({ file: _file, ...state }) => state)]);
    setBusy(true);
    let succeeded = 0;
    for (const item of batch) {
      try {
        const image = await uploadImage(item.file, (progress) => patch(item.key, { progress }), api.gallery.uploadImage.url());
        await onUploaded(image, item.file);
        patch(item.key, { status: 'done', progress: 1 });
        succeeded += 1;
      } catch (error) {
        patch(item.key, { status: 'failed', error: error instanceof ApiError ? error.body.errors?.file ?? error.userMessage : String(error) });
      }
    }
    setBusy(false);
    return succeeded;
  }

  return { uploads, busy, upload };
}
