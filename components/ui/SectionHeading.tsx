import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** h1 for a page's own title, h2 for its sections. */
  level?: 1 | 2;
  align?: 'center' | 'left';
  /** On dark backgrounds. */
  inverted?: boolean;
  id?: string;
}

export function SectionHeading({ eyebrow, title, intro, level = 2, align = 'center', inverted = false, id }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow && <p className={`text-sm font-semibold uppercase tracking-widest ${inverted ? 'text-ochre-400' : 'text-ochre-700'}`}>{eyebrow}</p>}
      <Heading id={id} className={`mt-2 font-serif font-semibold ${level === 1 ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl'} ${inverted ? 'text-white' : 'text-bush-900'}`}>
        {title}
      </Heading>
      {intro && <div className={`mt-4 text-lg ${inverted ? 'text-sand-100' : 'text-stone-600'}`}>{intro}</div>}
    </div>
  );
}
