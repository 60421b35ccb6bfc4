import { useData } from 'vike-react/useData';
import { QuickActions } from '#components/admin/overview/QuickActions.tsx';
import { RecentActivity } from '#components/admin/overview/RecentActivity.tsx';
import { SummaryCards } from '#components/admin/SummaryCards.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { stats, activity } = useData<Data>();
  return (
    <div className="space-y-8">
      <SummaryCards stats={stats} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity entries={activity} />
        </div>
        <QuickActions />
      </div>
    </div>
  );
}
