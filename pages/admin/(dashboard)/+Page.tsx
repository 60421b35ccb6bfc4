import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminHeader } from '#components/admin/AdminHeader.tsx';
import { DashboardTabs } from '#components/admin/DashboardTabs.tsx';
import { SummaryCards } from '#components/admin/SummaryCards.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { admin } = usePageContext();
  const { stats, ...lists } = useData<Data>();
  // The server's guard lets only a signed-in admin reach this page.
  if (!admin) return null;
  return (
    <div className="min-h-screen bg-sand-50">
      <AdminHeader admin={admin} />
      <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <SummaryCards stats={stats} />
        <DashboardTabs admin={admin} {...lists} />
      </main>
    </div>
  );
}
