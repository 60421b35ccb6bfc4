import type { ActivityEntry } from '../types.ts';
import { QuickActions, type QuickAction } from './QuickActions.tsx';
import { RecentActivity } from './RecentActivity.tsx';

export function OverviewPanel({ activity, onQuickAction }: { activity: ActivityEntry[]; onQuickAction: (action: QuickAction) => void }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <RecentActivity entries={activity} />
      </div>
      <QuickActions onAction={onQuickAction} />
    </div>
  );
}
