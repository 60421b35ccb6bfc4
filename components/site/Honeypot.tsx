import type { Ref } from 'react';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive
 * technology, never autofilled) that form-filling bots tend to fill. The server stores such an
 * enquiry as spam and answers it like any other.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website (leave empty)
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
