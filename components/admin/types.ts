/** Shapes the dashboard's server data and its components share. Client-safe: types only. */
export interface DashboardStats {
  activePackages: number;
  inquiries: number;
  newInquiries: number;
  galleryFolders: number;
  /** Mean testimonial rating to one decimal; null while there are no testimonials. */
  averageRating: number | null;
}

export type ActivityKind = 'inquiry' | 'package-created' | 'package-updated' | 'folder' | 'gallery' | 'photo';

export interface ActivityEntry {
  id: string;
  kind: ActivityKind;
  /** What the entry is about: a person's name, a package or a gallery item. */
  subject: string;
  /** A short second line, e.g. the package an inquirer is interested in. */
  detail: string | null;
  at: string;
}
