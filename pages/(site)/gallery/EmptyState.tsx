import type { ReactNode } from 'react';

/** A level with nothing to show yet: SPEC's title and text, and optionally a way onward. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-sand-300 bg-white px-6 py-14 text-center shadow-sm">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto h-12 w-12 text-ochre-500" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="6" y="10" width="36" height="28" rx="4" />
        <circle cx="17" cy="20" r="3" />
        <path d="M6 32l10-8 8 6 6-4 12 8" strokeLinejoin="round" />
      </svg>
      <h2 className="mt-4 text-2xl font-semibold">{title}</h2>
      <p className="mt-2 text-stone-600">{text}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
