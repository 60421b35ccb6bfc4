import { TextField } from '#components/ui/Field.tsx';
import { DropZone } from './DropZone.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { useUploads } from './use-uploads.ts';

interface ImageFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}

/** An image address: typed or pasted (any http(s) URL), or filled by uploading a file here. */
export function ImageField({ label, name, value, error, hint, onChange }: ImageFieldProps) {
  const { uploads, busy, upload } = useUploads();
  return (
    <div>
      <TextField label={label} name={name} type="text" inputMode="url" value={value} error={error} hint={hint} onChange={(event) => onChange(event.target.value)} />
      <div className="mt-2">
        <DropZone disabled={busy} onFiles={(files) => void upload(files, (image) => onChange(image.url))} />
        <UploadProgress uploads={uploads} />
      </div>
    </div>
  );
}
