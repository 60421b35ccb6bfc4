import type { ReactNode } from 'react';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';

type Tone = 'sand' | 'white' | 'bush';

const TONES: Record<Tone, string> = {
  sand: 'bg-sand-50',
  white: 'bg-white',
  bush: 'bg-bush-900 text-sand-100',
};

interface ActivitySectionProps {
  /** Anchor of the section; its heading gets `<id>-title`. */
  id: string;
  tone?: Tone;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One titled band of an activity page; alternating tones keep long pages readable. */
export function ActivitySection({ id, tone = 'sand', eyebrow, title, intro, children }: ActivitySectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`px-4 py-16 sm:px-6 sm:py-24 ${TONES[tone]}`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} inverted={tone === 'bush'} />
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
