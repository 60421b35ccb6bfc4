import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import { firstSignInPending } from '#lib/first-sign-in.ts';
import { settingsContent } from './settings/settings.content.ts';

const copy = settingsContent.firstSignIn;

/** What an account must still do before the dashboard opens (decisions 054, 158); nothing once both are done. */
export function FirstSignInBanner({ admin }: { admin: AdminView }) {
  if (!firstSignInPending(admin)) return null;
  return (
    <div role="alert" className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <p className="font-semibold">{copy.title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {admin.mustChangePassword && <li>{copy.password}</li>}
        {admin.needsEmail && <li>{copy.email(admin.email)}</li>}
      </ul>
    </div>
  );
}
