/**
 * What the dashboard's Overview shows and `GET /api/admin/stats` answers, both from
 * `DashboardRepository`. Client-safe: types only.
 */
export interface DashboardStats {
  activePackages: number;
  /** Every enquiry but spam. */
  inquiries: number;
  /** Enquiries still `pending` (shown as "New"); spam never counts. */
  newInquiries: number;
  galleryFolders: number;
  /** Mean rating of the active testimonials to one decimal; null while there are none. */
  averageRating: number | null;
}

export type ActivityKind = 'inquiry' | 'package-created' | 'package-updated' | 'folder' | 'gallery' | 'photo';

export interface ActivityEntry {
  id: string;
  kind: ActivityKind;
  /** What the entry is about: a person's name, a package or a gallery item. */
  subject: string;
  /** An enquiry's package interest (a form value; the page turns it into its label). */
  packageType: string | null;
  /** A package that is hidden from visitors. */
  inactive: boolean;
  /** Where staff can see it, when there is a page for it. */
  href: string | null;
  at: string;
}
