import { ReservationWatchPanel } from './ReservationWatchPanel.tsx';
import { TripChangesUnseen } from './TripChangesUnseen.tsx';
import { useData } from 'vike-react/useData';
import { MailDelayed } from './MailDelayed.tsx';
import { MailProblems } from './MailProblems.tsx';
import { HeldMail } from './HeldMail.tsx';
import { MailboxStatus } from './MailboxStatus.tsx';
import { CdnPurgeLate } from './CdnPurgeLate.tsx';
import { RatesLate } from './RatesLate.tsx';
import { ReviewFigures } from './ReviewFigures.tsx';
import { BookingFigures } from './BookingFigures.tsx';
import { DeskFigures } from './DeskFigures.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';
import { WeeklyChart } from './WeeklyChart.tsx';
import { SummaryCards } from '#components/admin/SummaryCards.tsx';
import { NoBankDetails } from '#components/admin/bank/NoBankDetails.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { exchangeRates, reservations, bankMissing, stats, desk, activity, mailProblems, mailDelayed, mailbox, heldMail, mailWarnings, now, bookingSummary, cdnPurgeLateSince, reviewSummary, tripChanges } = useData<Data>();
  return (
    <div className="space-y-8">
      {bankMissing && <NoBankDetails />}
      <MailProblems problems={mailProblems} warnings={mailWarnings} />
      <MailDelayed delays={mailDelayed} now={now} />
      <MailboxStatus state={mailbox} now={now} />
      <HeldMail held={heldMail} />
      <CdnPurgeLate since={cdnPurgeLateSince} />
      <RatesLate stored={exchangeRates} now={now} />
      <SummaryCards stats={stats} />
      <DeskFigures figures={desk} now={now} />
      <BookingFigures summary={bookingSummary} />
      <ReservationWatchPanel watch={reservations} />
      <TripChangesUnseen changes={tripChanges} />
      <ReviewFigures summary={reviewSummary} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <WeeklyChart weekly={desk.weekly} />
          {activity && <RecentActivity entries={activity} />}
        </div>
        <QuickActions />
      </div>
    </div>
  );
}
