import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminHeader } from '#components/admin/AdminHeader.tsx';
import { AdminNav } from '#components/admin/AdminNav.tsx';

/** Every staff page: SPEC's header, the section tabs, then the section itself. */
export function Layout({ children }: { children: ReactNode }) {
  const { admin } = usePageContext();
  // The server's guard lets only a signed-in admin reach these pages.
  if (!admin) return null;
  return (
    <div className="min-h-screen bg-sand-50">
      <AdminHeader admin={admin} />
      <AdminNav />
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</main>
    </div>
  );
}
