import { usePageContext } from 'vike-react/usePageContext';
import { currentSection, sectionsFor, type AdminSection } from './admin-sections.ts';

/**
 * A bar of section links (the dashboard's tabs, Settings' sections): those the signed-in role may open, the
 * current one marked for assistive technology. `root` is the section found only at its own address.
 */
export function SectionLinks({ label, sections, root, className, linkClass }: { label: string; sections: AdminSection[]; root: string; className: { nav: string; list: string }; linkClass: (active: boolean) => string }) {
  const { urlPathname, admin } = usePageContext();
  const shown = sectionsFor(admin?.role ?? 'staff', sections);
  const current = currentSection(urlPathname, shown, root);
  return (
    <nav aria-label={label} className={className.nav}>
      <ul className={className.list}>
        {shown.map((section) => (
          <li key={section.href}>
            <a href={section.href} aria-current={section === current ? 'page' : undefined} className={linkClass(section === current)}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
