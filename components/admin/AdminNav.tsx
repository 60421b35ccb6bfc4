import { usePageContext } from 'vike-react/usePageContext';
import { currentSection, sectionsFor } from './admin-sections.ts';
import { tabsContent as copy } from './admin.content.ts';

/**
 * The admin's tabs, as links to their routes; the current one is marked for assistive technology.
 * On a phone they wrap into rows of whole labels (issue 29: a bar scrolling sideways cut the last label at
 * the screen's edge and hid the tabs past it); from `sm` up they are one row of underlined tabs.
 */
export function AdminNav() {
  const { urlPathname, admin } = usePageContext();
  const sections = sectionsFor(admin?.role ?? 'staff');
  const current = currentSection(urlPathname, sections);
  return (
    <nav aria-label={copy.label} className="border-b border-sand-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-2 py-2 sm:gap-x-1 sm:gap-y-0 sm:px-6 sm:py-0 lg:px-8">
        {sections.map((section) => {
          const active = section === current;
          return (
            <li key={section.href}>
              <a
                href={section.href}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ochre-600 sm:rounded-none sm:border-b-2 sm:px-4 sm:py-3 ${
                  active
                    ? 'bg-bush-900 text-white sm:border-ochre-600 sm:bg-transparent sm:text-bush-900'
                    : 'text-stone-600 hover:bg-sand-100 hover:text-bush-900 sm:border-transparent sm:hover:border-sand-300 sm:hover:bg-transparent'
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
