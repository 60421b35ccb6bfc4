import type { InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { api } from '#lib/api-client.browser.ts';

export interface DeskView {
  status: InquiryStatus | null;
  /** The "Needs reply" view: every enquiry waiting for our answer, whatever its status (decision 133). */
  needsReply?: boolean;
  q: string;
  page: number;
}

function query({ status, needsReply, q, page }: Partial<DeskView>): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (needsReply) params.set('needsReply', 'true');
  if (q) params.set('q', q);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list with a filter, a search and a page, all in the URL so a view can be reloaded and shared. */
export const deskHref = (view: Partial<DeskView>) => `/admin/inquiries${query(view)}`;

/** The CSV of the same filter and search (every page). */
export const exportHref = (view: Partial<DeskView>) => `${api.inquiries.export.url()}${query({ status: view.status, needsReply: view.needsReply, q: view.q })}`;
