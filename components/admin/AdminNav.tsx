import { ADMIN_SECTIONS } from './admin-sections.ts';
import { tabsContent as copy } from './admin.content.ts';
import { SectionLinks } from './SectionLinks.tsx';

const layout = { nav: 'border-b border-sand-200 bg-white', list: 'mx-auto flex max-w-7xl flex-wrap gap-1 px-2 py-2 sm:gap-x-1 sm:gap-y-0 sm:px-6 sm:py-0 lg:px-8' };
const link = (active: boolean) =>
  `block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ochre-600 sm:rounded-none sm:border-b-2 sm:px-4 sm:py-3 ${
    active
      ? 'bg-bush-900 text-white sm:border-ochre-600 sm:bg-transparent sm:text-bush-900'
      : 'text-stone-600 hover:bg-sand-100 hover:text-bush-900 sm:border-transparent sm:hover:border-sand-300 sm:hover:bg-transparent'
  }`;

/**
 * The admin's tabs, as links to their routes. On a phone they wrap into rows of whole labels (issue 29: a bar
 * scrolling sideways cut the last label at the screen's edge and hid the tabs past it); from `sm` up they are
 * one row of underlined tabs.
 */
export function AdminNav() {
  return <SectionLinks label={copy.label} sections={ADMIN_SECTIONS} root="/admin" className={layout} linkClass={link} />;
}
