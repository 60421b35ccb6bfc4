import type { ReactNode } from 'react';
import { useFocusOnMount } from './use-focus-on-mount.ts';

/** A tab's title and intro, with its actions on the right (below on phones). */
interface PanelHeaderProps {
  id: string;
  title: string;
  intro?: string;
  /** Focus the title when staff arrive here by client-side navigation. */
  focusOnMount?: boolean;
  children?: ReactNode;
}

export function PanelHeader({ id, title, intro, focusOnMount = false, children }: PanelHeaderProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-3">{children}</div>}
    </div>
  );
}
