import type { ReactNode } from 'react';

/** One titled part of the traveller's pack: a section named by its heading, for screen readers' landmarks. */
export function PackSection({ id, heading, className, children }: { id: string; heading: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
