import { useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { currentSection, sectionsFor } from './admin-sections.ts';
import { tabsContent as copy } from './admin.content.ts';

/**
 * The admin's tabs, as links to their routes; the current one is marked for assistive technology.
 * On a phone the bar scrolls sideways rather than wrapping or squeezing the labels.
 */
export function AdminNav() {
  const { urlPathname, admin } = usePageContext();
  const sections = sectionsFor(admin?.role ?? 'staff');
  const current = currentSection(urlPathname, sections);
  const listRef = useRef<HTMLUListElement>(null);
  // On a narrow screen the current tab may sit past the edge: scroll the bar (only the bar) to it.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && link && (link.offsetLeft + link.offsetWidth > list.scrollLeft + list.clientWidth || link.offsetLeft < list.scrollLeft)) {
      list.scrollLeft = link.offsetLeft - 16;
    }
  }, [urlPathname]);
  return (
    <nav aria-label={copy.label} className="border-b border-sand-200 bg-white">
      <ul ref={listRef} className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-6 lg:px-8">
        {sections.map((section) => {
          const active = section === current;
          return (
            <li key={section.href} className="shrink-0">
              <a
                href={section.href}
                aria-current={active ? 'page' : undefined}
                className={`block border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ochre-600 ${
                  active ? 'border-ochre-600 text-bush-900' : 'border-transparent text-stone-600 hover:border-sand-300 hover:text-bush-900'
                }`}
              >
                {section.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
