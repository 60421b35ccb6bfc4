import type { ReactNode } from 'react';

interface DeskPanelProps {
  /** Ties the heading to the section for assistive technology. */
  id: string;
  heading: string;
  intro?: ReactNode;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}

/** One card of the enquiry page (status, reply, note, lead source, erasure): a titled section. */
export function DeskPanel({ id, heading, intro, tone = 'plain', children }: DeskPanelProps) {
  const danger = tone === 'danger';
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={danger ? 'rounded-2xl border border-red-200 bg-red-50/40 p-5' : 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200'}
    >
      <h3 id={`${id}-heading`} className={`text-lg font-semibold ${danger ? 'text-red-900' : ''}`}>
        {heading}
      </h3>
      {intro && <p className={`mt-1 text-sm break-words ${danger ? 'text-stone-700' : 'text-stone-600'}`}>{intro}</p>}
      {children}
    </section>
  );
}
