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
  /** Mean rating of the published (not withheld) reviews to one decimal; null while there are none. */
  averageRating: number | null;
}

/** The enquiry desk's figures on the Overview. */
export interface DeskFigures {
  /** Enquiries still New, and when the oldest of them arrived. */
  needsReply: { count: number; oldestAt: string | null };
  /** Median time from receipt to first response, over responses in the last 30 days; null without any. */
  medianFirstResponseMs: number | null;
  /** Of enquiries received in the last 90 days that ended booked or lost. */
  conversion: { booked: number; lost: number; rate: number | null };
  /** Enquiries (spam left out) per week, Monday to Sunday in the operator's time zone, oldest week first. */
  weekly: { weekStart: string; count: number }[];
}
