import type { ReactNode } from 'react';

type Tone = 'neutral' | 'highlight' | 'success' | 'muted' | 'warning';

const TONES: Record<Tone, string> = {
  neutral: 'bg-sand-100 text-bush-800 ring-sand-300',
  highlight: 'bg-ochre-600 text-white ring-ochre-600',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  muted: 'bg-stone-100 text-stone-700 ring-stone-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}

/** SPEC's Active/Inactive badge of packages and gallery items. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'muted'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
