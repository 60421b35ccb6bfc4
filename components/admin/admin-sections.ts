import { mayCall, type AdminRole } from '#lib/admin-roles.ts';
import type { ApiRouteKey } from '#lib/api-routes.ts';

/** A section of the admin: a route with its own page, reached from the admin's tab bar. */
export interface AdminSection {
  href: string;
  label: string;
  /**
   * The route (lib/api-routes.ts) the section's page reads; a role that may not call it gets no tab.
   * Sections that anyone may open leave it out.
   */
  route?: ApiRouteKey;
}

/**
 * SPEC's five tabs, in SPEC's order, Overview first. Later sections are appended after these,
 * so the tab bar grows without any change to the layout.
 */
export const ADMIN_SECTIONS: AdminSection[] = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/packages', label: 'Packages' },
  { href: '/admin/gallery', label: 'Gallery' },
  { href: '/admin/inquiries', label: 'Inquiries' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/bookings', label: 'Bookings' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/testimonials', label: 'Testimonials' },
  { href: '/admin/suppliers', label: 'Suppliers' },
  { href: '/admin/activity', label: 'Activity', route: 'settings.activity' },
];

/** The section a path belongs to: Overview only at /admin itself, the others with their sub-pages. */
export function currentSection(pathname: string, sections: AdminSection[] = ADMIN_SECTIONS): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return sections.find((s) => (s.href === '/admin' ? path === '/admin' : path === s.href || path.startsWith(`${s.href}/`)));
}

/** The tabs an account of `role` sees: every section whose data it may read (decision 120). */
export function sectionsFor(role: AdminRole, sections: AdminSection[] = ADMIN_SECTIONS): AdminSection[] {
  return sections.filter((section) => !section.route || mayCall(role, section.route));
}
