import { useState } from 'react';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import type { AdminAccount } from '#lib/domain/staff/staff.types.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { Badge } from '#components/admin/Badge.tsx';
import { ConfirmDialog } from '#components/admin/ConfirmDialog.tsx';
import { useDialog } from '#components/admin/use-dialog.ts';
import { AddAccountDialog, EmailDialog } from './StaffDialogs.tsx';
import { staffContent as copy } from './staff.content.ts';
import { CardButton } from '#components/admin/CardButton.tsx';
import { toast } from '#components/ui/notify.ts';
import { roleContent } from '#components/admin/auth/role.content.ts';

/**
 * Settings' list of admins (an owner's, decision 120): add one, change an e-mail or role, send a password
 * link, deactivate or reactivate anyone but oneself.
 */
export function StaffAccounts({ accounts, selfId }: { accounts: AdminAccount[]; selfId: string }) {
  const adding = useDialog<never>();
  const editing = useDialog<AdminAccount>();
  const [deactivating, setDeactivating] = useState<AdminAccount | null>(null);
  const { busy, run } = useAction();

  async function setActive(account: AdminAccount, isActive: boolean) {
    if (!(await run(() => api.staffAccounts.update({ id: account.id }, { isActive }), copy.statusFailed))) return;
    setDeactivating(null);
    void reload();
  }

  async function setRole(account: AdminAccount, role: AdminAccount['role']) {
    if (!(await run(() => api.staffAccounts.update({ id: account.id }, { role }), copy.roleFailed))) return;
    toast.success(copy.roleChanged(account.username, role));
    void reload();
  }

  async function sendLink(account: AdminAccount) {
    if (!(await run(() => api.staffAccounts.sendPasswordReset({ id: account.id }), copy.linkFailed))) return;
    toast.success(copy.linkSent, { description: account.email });
  }

  return (
    <section aria-labelledby="staff-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id="staff-heading" className="text-xl font-semibold">
            {copy.title}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
        </div>
        <Button onClick={() => adding.show()}>
          <span aria-hidden="true">+</span>
          {copy.add}
        </Button>
      </div>
      <ul className="mt-4 divide-y divide-sand-200">
        {accounts.map((account) => {
          const self = account.id === selfId;
          return (
            <li key={account.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-all text-stone-900">
                  {account.username} {self && <span className="font-normal text-stone-600">{copy.you}</span>}
                </p>
                <p className="text-sm break-all text-stone-600">{account.email}</p>
                <p className="mt-1 flex flex-wrap gap-2">
                  <Badge tone={account.role === 'owner' ? 'highlight' : 'neutral'}>{roleContent.labels[account.role]}</Badge>
                  <Badge tone={account.isActive ? 'success' : 'muted'}>{account.isActive ? copy.active : copy.inactive}</Badge>
                  {account.mustChangePassword && <Badge tone="warning">{copy.mustChange}</Badge>}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <CardButton aria-label={copy.changeEmail(account.username)} onClick={() => editing.show(account)}>
                  {copy.changeEmailLabel}
                </CardButton>
                {account.role === 'owner' ? (
                  <CardButton aria-label={copy.makeStaff(account.username)} disabled={busy} onClick={() => void setRole(account, 'staff')}>
                    {copy.makeStaffLabel}
                  </CardButton>
                ) : (
                  <CardButton aria-label={copy.makeOwner(account.username)} disabled={busy} onClick={() => void setRole(account, 'owner')}>
                    {copy.makeOwnerLabel}
                  </CardButton>
                )}
                {!self && account.isActive && (
                  <CardButton aria-label={copy.sendLink(account.username)} disabled={busy} onClick={() => void sendLink(account)}>
                    {copy.sendLinkLabel}
                  </CardButton>
                )}
                {!self &&
                  (account.isActive ? (
                    <CardButton tone="danger" aria-label={copy.deactivate(account.username)} onClick={() => setDeactivating(account)}>
                      {copy.deactivateLabel}
                    </CardButton>
                  ) : (
                    <CardButton aria-label={copy.reactivate(account.username)} disabled={busy} onClick={() => void setActive(account, true)}>
                      {copy.reactivateLabel}
                    </CardButton>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
      <AddAccountDialog
        open={adding.open}
        session={adding.session}
        onClose={adding.close}
        onSaved={() => {
          adding.close();
          void reload();
        }}
      />
      <EmailDialog
        open={editing.open}
        session={editing.session}
        account={editing.item}
        onClose={editing.close}
        onSaved={() => {
          editing.close();
          void reload();
        }}
      />
      <ConfirmDialog
        open={deactivating !== null}
        question={copy.confirmDeactivate}
        detail={deactivating ? copy.confirmDetail(deactivating.username) : undefined}
        confirmLabel={copy.deactivateLabel}
        busy={busy}
        busyLabel={copy.deactivating}
        onConfirm={() => deactivating && void setActive(deactivating, false)}
        onCancel={() => setDeactivating(null)}
      />
    </section>
  );
}
