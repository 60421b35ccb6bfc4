import { useData } from 'vike-react/useData';
import { InquiryDetailView } from '#components/admin/inquiries/InquiryDetailView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { inquiry, savedReplies, now } = useData<Data>();
  return <InquiryDetailView inquiry={inquiry} savedReplies={savedReplies} now={now} backHref="/admin/inquiries" />;
}
