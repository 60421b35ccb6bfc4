import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { InquiryDetailView } from './InquiryDetailView.tsx';
import { IndicativePanel } from './IndicativePanel.tsx';
import { ProposalsPanel } from './ProposalsPanel.tsx';
import { TravellerAddresses } from './TravellerAddresses.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { inquiry, proposals, answersReachDesk, travellerAddresses, now, indicative } = useData<Data>();
  const { site } = usePageContext();
  return (
    <InquiryDetailView
      inquiry={inquiry}
      answersReachDesk={answersReachDesk}
      now={now}
      backHref="/admin/inquiries"
      actions={
        <>
          <ProposalsPanel inquiryId={inquiry.id} proposals={proposals} timeZone={site.timeZone} />
          <IndicativePanel result={indicative} />
          {answersReachDesk && <TravellerAddresses inquiryId={inquiry.id} email={inquiry.email} addresses={travellerAddresses} />}
        </>
      }
    />
  );
}
