import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
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

/**
 * Real tabs (Headless UI): arrow keys move between tabs, aria-selected and aria-controls are set,
 * and the default tab's panel is in the server's HTML.
 */
export function Tabs({ tabs, label, defaultIndex = 0, selectedIndex, onChange, listClassName = '' }: TabsProps) {
  return (
    <TabGroup defaultIndex={defaultIndex} selectedIndex={selectedIndex} onChange={onChange}>
      <TabList aria-label={label} className={`flex flex-wrap justify-center gap-2 ${listClassName}`}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={`tab-${tab.id}`}
            className="rounded-full border border-sand-300 bg-white px-5 py-2 text-sm font-semibold text-bush-800 transition-colors hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 data-[selected]:border-bush-800 data-[selected]:bg-bush-800 data-[selected]:text-sand-50"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-8">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} className="focus-visible:outline-none">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
