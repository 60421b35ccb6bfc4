import { usePageContext } from 'vike-react/usePageContext';
import { currentSection, sectionsFor } from '../admin-sections.ts';
import { settingsContent as copy } from './settings.content.ts';
import { SETTINGS_HREF, SETTINGS_SECTIONS } from './settings-sections.ts';

/**
 * Settings' sections as links, the current one marked; they wrap on a phone rather than scroll, so every
 * label is read whole. An account sees the sections whose data it may read.
 */
export function SettingsNav() {
  const { urlPathname, admin } = usePageContext();
  const sections = sectionsFor(admin?.role ?? 'staff', SETTINGS_SECTIONS);
  const current = currentSection(urlPathname, sections, SETTINGS_HREF);
  return (
    <nav aria-label={copy.sectionsLabel} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => {
          const active = section === current;
          return (
            <li key={section.href}>
              <a
                href={section.href}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 ${
                  active ? 'bg-bush-900 text-white ring-bush-900' : 'bg-white text-stone-700 ring-sand-300 hover:bg-sand-100 hover:text-bush-900'
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
