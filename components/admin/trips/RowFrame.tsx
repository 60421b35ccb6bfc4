import type { ReactNode } from 'react';
import { Button } from '#components/ui/Button.tsx';

/** One row of a list (a season, a departure, a proposal's line): named for screen readers, with its remove button unless it cannot change. */
export function RowFrame({ legend, removeLabel, onRemove, children }: { legend: string; removeLabel: string; onRemove?: () => void; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
      {/* The legend names the group only as the fieldset's first child; floated, it sits in line with the button. */}
      <legend className="float-left py-1.5 text-sm font-semibold text-stone-800">{legend}</legend>
      {onRemove && (
        <Button variant="ghost" size="sm" className="float-right -mr-2 text-red-700" onClick={onRemove}>
          {removeLabel}
          <span className="sr-only"> {legend}</span>
        </Button>
      )}
      <div className="mt-3 grid clear-both grid-cols-2 gap-4 lg:grid-cols-4">{children}</div>
    </fieldset>
  );
}

/** A list's own message (no field of its own to sit beside): focusable, so a failed save lands on it. */
export function ListError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p data-error-focus tabIndex={-1} className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** The empty state of a list of rows. */
export function EmptyRows({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-stone-300 p-4 text-sm text-stone-600">{children}</p>;
}
