import { useEffect, useState } from 'react';
import { toast } from '#components/ui/notify.ts';
import { Button } from '#components/ui/Button.tsx';
import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import { ApiError, api  } from '#lib/api-client.browser.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import { forgetAdmin, syncStoredAdmin } from './admin-session.ts';
import { shellContent as copy } from './admin.content.ts';

/** The dashboard's own bar: brand, title, who is signed in, and the way out. */
export function AdminHeader({ admin }: { admin: AdminView }) {
  const [leaving, setLeaving] = useState(false);

  // The server's session is the truth; the browser's copy follows it.
  useEffect(() => syncStoredAdmin(admin), [admin]);

  async function logout() {
    setLeaving(true);
    try {
      await api.auth.logout();
    } catch (failure) {
      // A 401 means the session had already ended: the outcome the admin wanted.
      if (!(failure instanceof ApiError && failure.status === 401)) {
        toast.error(copy.logoutFailed);
        setLeaving(false);
        return;
      }
    }
    forgetAdmin();
    window.location.assign('/');
  }

  return (
    <header className="bg-bush-900 text-sand-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div>
          <a href="/" className="text-sm font-semibold uppercase tracking-widest text-ochre-400 hover:text-ochre-400/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-400">
            {BRAND_NAME}
            <span className="sr-only"> ({copy.viewSite})</span>
          </a>
          <h1 className="mt-1 text-2xl font-semibold text-white sm:text-3xl">{copy.title}</h1>
        </div>
        <div className="flex items-center justify-between gap-4 sm:justify-end">
          <p className="text-sm text-sand-100">
            {copy.welcome}, <span className="font-semibold text-white">{admin.username}</span>
          </p>
          <Button variant="outline" size="sm" className="text-sand-50 hover:bg-white/10" onClick={logout} disabled={leaving}>
            {leaving ? copy.loggingOut : copy.logout}
          </Button>
        </div>
      </div>
    </header>
  );
}
