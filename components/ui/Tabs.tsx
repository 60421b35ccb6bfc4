import { Activity, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  /**
   * Keep the content's markup in the HTML while hidden too: for static content kept server-only (decision
   * 072), which the browser cannot render when the tab is chosen.
   */
  keepInHtml?: boolean;
}

interface TabsProps {
  tabs: TabItem[];
  /** Accessible name of the tab list, e.g. "Package categories". */
  label: string;
  defaultIndex?: number;
  selectedIndex?: number;
  onChange?: (index: number) => void;
  /** Extra classes for the tab list (alignment, spacing). */
  listClassName?: string;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs, only the selected
 * tab is in the Tab order. Only the selected panel's content is in the server's HTML unless a tab asks to
 * be kept (fewer nodes hydrate faster); the others are rendered hidden in an `<Activity>` when the
 * browser is idle after hydration, so a tap only shows what is already there instead of rendering a panel
 * of cards in the tap's frame (issue 29, decision 161), and a panel that fetches does so only once shown
 * (Activity mounts effects then). Written here rather than taken from Headless UI: it is a few lines,
 * and keeps 15 kB of script off every page that has tabs (issue 9).
 */
export function Tabs({ tabs, label, defaultIndex = 0, selectedIndex, onChange, listClassName = '' }: TabsProps) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const selected = selectedIndex ?? ownIndex;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    setOwnIndex(index);
    onChange?.(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = NEXT_KEYS[event.key]?.(index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={`flex flex-wrap justify-center gap-2 ${listClassName}`}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            data-selected={index === selected ? '' : undefined}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="rounded-full border border-sand-300 bg-white px-5 py-2 text-sm font-semibold text-bush-800 transition-colors hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 data-[selected]:border-bush-800 data-[selected]:bg-bush-800 data-[selected]:text-sand-50"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="mt-8">
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            hidden={index !== selected}
            tabIndex={0}
            className="focus-visible:outline-none"
          >
            {tab.keepInHtml ? tab.content : <Activity mode={index === selected ? 'visible' : 'hidden'}>{tab.content}</Activity>}
          </div>
        ))}
      </div>
    </div>
  );
}
