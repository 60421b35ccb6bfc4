import type { ReactNode } from 'react';

/** One titled card of a Settings section. */
export function SettingsPanel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h3>
      <p className="mt-1 mb-5 max-w-3xl text-sm text-stone-600">{intro}</p>
      {children}
    </section>
  );
}
