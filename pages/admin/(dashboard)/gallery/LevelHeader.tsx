import type { ReactNode } from 'react';
import { Button, ButtonLink } from '#components/ui/Button.tsx';
import { useFocusOnMount } from '#components/admin/use-focus-on-mount.ts';

interface LevelHeaderProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  backLabel: string;
  backHref: string;
  deleteLabel: string;
  onDelete: () => void;
  children: ReactNode;
}

/** The header of an opened folder or gallery: the way back up, its name, and its actions. */
export function LevelHeader({ id, eyebrow, title, intro, backLabel, backHref, deleteLabel, onDelete, children }: LevelHeaderProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="mb-6">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href={backHref}>
        <span aria-hidden="true">←</span>
        {backLabel}
      </ButtonLink>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-widest text-ochre-700">{eyebrow}</p>
          <h2 id={id} ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-semibold break-words focus:outline-none sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{intro}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" className="text-red-700" onClick={onDelete}>
            {deleteLabel}
          </Button>
          {children}
        </div>
      </div>
    </div>
  );
}
