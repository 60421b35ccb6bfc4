import { ReservationWatchPanel } from '#components/admin/overview/ReservationWatchPanel.tsx';
import { useData } from 'vike-react/useData';
import { MailDelayed } from '#components/admin/mail/MailDelayed.tsx';
import { MailProblems } from '#components/admin/mail/MailProblems.tsx';
import { HeldMail } from '#components/admin/overview/HeldMail.tsx';
import { MailboxStatus } from '#components/admin/overview/MailboxStatus.tsx';
import { CdnPurgeLate } from '#components/admin/overview/CdnPurgeLate.tsx';
import { ReviewFigures } from '#components/admin/overview/ReviewFigures.tsx';
import { BookingFigures } from '#components/admin/overview/BookingFigures.tsx';
import { DeskFigures } from '#components/admin/overview/DeskFigures.tsx';
import { QuickActions } from '#components/admin/overview/QuickActions.tsx';
import { RecentActivity } from '#components/admin/overview/RecentActivity.tsx';
import { WeeklyChart } from '#components/admin/overview/WeeklyChart.tsx';
import { SummaryCards } from '#components/admin/SummaryCards.tsx';
import { NoBankDetails } from '#components/admin/bank/NoBankDetails.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { reservations, bankMissing, stats, desk, activity, mailProblems, mailDelayed, mailbox, heldMail, mailWarnings, now, bookingSummary, cdnPurgeLateSince, reviewSummary } = useData<Data>();
  return (
    <div className="space-y-8">
      {bankMissing && <NoBankDetails />}
      <MailProblems problems={mailProblems} warnings={mailWarnings} />
      <MailDelayed delays={mailDelayed} now={now} />
      <MailboxStatus state={mailbox} now={now} />
      <HeldMail held={heldMail} />
      <CdnPurgeLate since={cdnPurgeLateSince} />
      <SummaryCards stats={stats} />
      <DeskFigures figures={desk} now={now} />
      <BookingFigures summary={bookingSummary} />
      <ReservationWatchPanel watch={reservations} />
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
