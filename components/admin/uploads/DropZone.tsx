import { useId, useRef, useState, type DragEvent } from 'react';
import { uploadsContent as copy } from './uploads.content.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

interface DropZoneProps {
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** A drop target with a real file picker inside it, so it works by mouse, keyboard and touch alike. */
export function DropZone({ multiple = false, onFiles, disabled = false }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`rounded-xl border-2 border-dashed px-4 py-4 text-center text-sm transition-colors ${over ? 'border-ochre-600 bg-ochre-50' : 'border-stone-300 bg-sand-50'}`}
    >
      <p className="text-stone-700">
        {multiple ? copy.dropMany : copy.drop}{' '}
        <button
          type="button"
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
          className="font-semibold text-bush-800 underline underline-offset-4 hover:text-ochre-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 disabled:opacity-60"
        >
          {multiple ? copy.chooseMany : copy.choose}
        </button>
      </p>
      <p id={hintId} className="mt-1 text-xs text-stone-600">
        {copy.formats}
      </p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        hidden
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
