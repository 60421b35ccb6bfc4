import type { ComponentType, ReactNode } from 'react';

// One object, so a re-render never sees a "changed" innerHTML and never touches the markup.
const KEEP = { __html: '' };

/**
 * Static markup that needs no code in the browser: the server renders `children`; the browser keeps
 * that markup as it is, without hydrating it (React leaves an element's content alone when it is
 * given as innerHTML, and does not compare it while hydrating). Pass children whose component is
 * imported on the server only (`import.meta.env.SSR`), so neither its code nor its copy reaches the
 * client bundle (issue 9; decision 072). Only for markup without event handlers or state: links and
 * text, not buttons.
 */
export function ServerOnly({ children }: { children: ReactNode }) {
  return import.meta.env.SSR ? <div className="contents">{children}</div> : <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
}

/**
 * A page with nothing that needs code in the browser: its sections render on the server only, with
 * their copy. Pass the sections component imported on the server only, e.g.
 * `serverOnlyPage(import.meta.env.SSR ? (await import('./TermsSections.server.tsx')).TermsSections : undefined)`.
 */
export function serverOnlyPage(Sections: ComponentType | undefined) {
  return function Page() {
    return <ServerOnly>{Sections && <Sections />}</ServerOnly>;
  };
}
