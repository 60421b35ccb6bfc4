import { uploadsContent as copy } from './uploads.content.ts';

export interface UploadState {
  key: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
}

/** One bar per file, with its own status read out as it changes. */
export function UploadProgress({ uploads }: { uploads: UploadState[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-live="polite">
      {uploads.map((upload) => (
        <li key={upload.key} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="min-w-0 truncate text-stone-800">{upload.name}</span>
            <span className={upload.status === 'failed' ? 'text-red-700' : 'text-stone-600'}>
              {upload.status === 'failed' ? upload.error : upload.status === 'done' ? '✓' : `${Math.round(upload.progress * 100)}%`}
            </span>
          </div>
          <progress
            className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-ochre-600 [&::-moz-progress-bar]:bg-ochre-600"
            max={1}
            value={upload.progress}
            aria-label={copy.progressLabel(upload.name)}
          />
          <span className="sr-only">
            {upload.status === 'done' ? copy.done(upload.name) : upload.status === 'failed' ? copy.failed(upload.name) : copy.uploading(upload.name)}
          </span>
        </li>
      ))}
    </ul>
  );
}
