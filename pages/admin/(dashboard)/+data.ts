import type { PageContextServer } from 'vike/types';
import { recentActivity } from '#components/admin/overview/activity.ts';
import type { DashboardStats } from '#components/admin/types.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The inquiries tab shows this many of the newest; the summary card counts them all. */
const INQUIRY_LIST_LIMIT = 100;

/** Everything the dashboard's first render needs, so no tab starts empty. */
export async function data(pageContext: PageContextServer) {
  const { packages, inquiries, gallery, testimonials } = pageContext.services;
  const [allPackages, latestInquiries, inquiryCounts, folders, averageRating, latestGallery] = await Promise.all([
    packages.list({ includeInactive: true }),
    inquiries.list({ limit: INQUIRY_LIST_LIMIT }),
    inquiries.counts(),
    gallery.listFolders({ includeInactive: true }),
    testimonials.averageRating(),
    gallery.latestCreated(5),
  ]);
  const stats: DashboardStats = {
    activePackages: allPackages.filter((p) => p.isActive).length,
    inquiries: inquiryCounts.total,
    newInquiries: inquiryCounts.pending,
    galleryFolders: folders.filter((f) => f.isActive).length,
    averageRating,
  };
  const activity = recentActivity({ inquiries: latestInquiries.slice(0, 5), packages: allPackages, ...latestGallery });
  return { stats, packages: allPackages, folders, inquiries: latestInquiries, inquiryTotal: inquiryCounts.total, activity };
}
