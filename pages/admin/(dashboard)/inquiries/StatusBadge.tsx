import type { InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { Badge } from '#components/admin/Badge.tsx';
import { STATUS_LABELS } from '#components/admin/inquiries/inquiries.content.ts';

const TONES = { pending: 'warning', contacted: 'neutral', quoted: 'neutral', booked: 'success', lost: 'muted', spam: 'muted' } as const;

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
