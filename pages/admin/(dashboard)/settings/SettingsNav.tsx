import { SectionLinks } from '#components/admin/SectionLinks.tsx';
import { settingsContent as copy } from '#components/admin/settings/settings.content.ts';
import { SETTINGS_HREF, SETTINGS_SECTIONS } from '#components/admin/settings/settings-sections.ts';

const layout = { nav: 'mb-6', list: 'flex flex-wrap gap-2' };
const link = (active: boolean) =>
  `block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 ${
    active ? 'bg-bush-900 text-white ring-bush-900' : 'bg-white text-stone-700 ring-sand-300 hover:bg-sand-100 hover:text-bush-900'
  }`;

/** Settings' sections as links; they wrap on a phone rather than scroll, so every label is read whole. */
export function SettingsNav() {
  return <SectionLinks label={copy.sectionsLabel} sections={SETTINGS_SECTIONS} root={SETTINGS_HREF} className={layout} linkClass={link} />;
}
