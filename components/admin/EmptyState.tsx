import type { ReactNode } from 'react';

/** A friendly box for a list with nothing in it yet, with an optional way forward. */
export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center">
      <h3 className="text-xl font-semibold">{title}</h3>
      {text && <p className="mx-auto mt-2 max-w-md text-sm text-stone-600">{text}</p>}
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
