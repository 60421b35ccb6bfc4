import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminHeader } from '#components/admin/AdminHeader.tsx';
import { AdminNav } from '#components/admin/AdminNav.tsx';
import { FirstSignInBanner } from '#components/admin/FirstSignInBanner.tsx';
import { Spinner } from '#components/admin/Spinner.tsx';
import { shellContent } from '#components/admin/admin.content.ts';

/** Every staff page: SPEC's header, the section tabs, then the section itself. */
export function Layout({ children }: { children: ReactNode }) {
  const { admin } = usePageContext();
  // The server's guard lets only a signed-in admin reach these pages.
  if (!admin) return null;
  return (
    <div className="min-h-screen bg-sand-50">
      <AdminHeader admin={admin} />
      <AdminNav />
      {/* Shown only while another section (or fresh data after a change) is loading. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 hidden justify-center [html[data-navigating]_&]:flex">
        <Spinner label={shellContent.loading} className="rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-sand-200" />
      </div>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <FirstSignInBanner admin={admin} />
        {children}
      </main>
    </div>
  );
}
