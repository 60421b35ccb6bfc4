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
 * SPEC's five tabs and the sections added since, in the order of the work (issue 29): Overview, then an
 * enquiry's path from the desk to the booking and its suppliers, then the site's content, then the owner's
 * log and Settings last. SPEC's order put Bookings after Settings, where nobody looked for it.
 */
export const ADMIN_SECTIONS: AdminSection[] = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/inquiries', label: 'Inquiries' },
  { href: '/admin/bookings', label: 'Bookings' },
  { href: '/admin/packages', label: 'Packages' },
  { href: '/admin/suppliers', label: 'Suppliers' },
  { href: '/admin/park-fees', label: 'Park fees', route: 'costing.parkFees' },
  { href: '/admin/gallery', label: 'Gallery' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/testimonials', label: 'Testimonials' },
  { href: '/admin/activity', label: 'Activity', route: 'settings.activity' },
  { href: '/admin/settings', label: 'Settings' },
];

/**
 * The section a path belongs to: the first (`root`, Overview at /admin) only at its own address, the others
 * with their sub-pages. Settings' own sections (settings-sections.ts) are found the same way under theirs.
 */
export function currentSection(pathname: string, sections: AdminSection[] = ADMIN_SECTIONS, root = '/admin'): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return sections.find((s) => (s.href === root ? path === root : path === s.href || path.startsWith(`${s.href}/`)));
}

/** The tabs an account of `role` sees: every section whose data it may read (decision 120). */
export function sectionsFor(role: AdminRole, sections: AdminSection[] = ADMIN_SECTIONS): AdminSection[] {
  return sections.filter((section) => !section.route || mayCall(role, section.route));
}
