import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import { roleContent } from '#components/admin/auth/role.content.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { OwnEmailForm } from './OwnEmailForm.tsx';
import { settingsContent as copy } from '#components/admin/settings/settings.content.ts';
import { SettingsPanel } from '../SettingsPanel.tsx';

/** Settings › Your account: the password and who is signed in, for every account (and all a first password opens). */
export function SettingsSection({ admin }: { admin: AdminView }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {admin.needsEmail && (
          <SettingsPanel id="email" title={copy.email.title} intro={copy.email.intro}>
            <div className="max-w-md">
              <OwnEmailForm />
            </div>
          </SettingsPanel>
        )}
        <SettingsPanel id="password" title={copy.password.title} intro={copy.password.intro}>
          <div className="max-w-md">
            <ChangePasswordForm />
          </div>
        </SettingsPanel>
      </div>
      <section aria-labelledby="account-heading" className="h-fit rounded-2xl bg-sand-100 p-5 ring-1 ring-sand-200 sm:p-6">
        <h3 id="account-heading" className="text-xl font-semibold">
          {copy.account.title}
        </h3>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{copy.account.username}</dt>
            <dd className="mt-0.5 break-all text-stone-800">{admin.username}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{copy.account.email}</dt>
            <dd className="mt-0.5 break-all text-stone-800">{admin.email}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{copy.account.role}</dt>
            <dd className="mt-0.5 text-stone-800">
              {roleContent.labels[admin.role]}
              <span className="mt-0.5 block text-xs text-stone-600">{roleContent.explained[admin.role]}</span>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

