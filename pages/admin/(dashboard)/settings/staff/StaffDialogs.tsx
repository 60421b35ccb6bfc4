import { DialogActions } from '#components/admin/DialogActions.tsx';
import { toast } from '#components/ui/notify.ts';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import type { AdminAccount } from '#lib/domain/staff/staff.types.ts';
import { adminUpdateSchema, newAdminSchema } from '#lib/domain/staff/staff.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { FormDialog, useDialogLock } from '#components/admin/FormDialog.tsx';
import { staffContent as copy } from './staff.content.ts';
import { roleContent } from '#components/admin/auth/role.content.ts';

const ROLE_OPTIONS = [
  { value: 'staff', label: roleContent.labels.staff },
  { value: 'owner', label: roleContent.labels.owner },
] as const;

interface DialogProps {
  open: boolean;
  session: number;
  onClose: () => void;
  onSaved: () => void;
}

export function AddAccountDialog({ onSaved, ...dialog }: DialogProps) {
  return (
    <FormDialog {...dialog} title={copy.addDialog.title}>
      <AddAccountForm onCancel={dialog.onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function AddAccountForm({ onCancel, onSaved }: { onCancel: () => void; onSaved: () => void }) {
  const t = copy.addDialog;
  const form = useForm({
    initial: { username: '', email: '', password: '', role: 'staff' },
    schema: newAdminSchema,
    submit: (input) => api.staffAccounts.create<AdminAccount>(input),
    onSuccess: (account) => {
      toast.success(t.done, { description: account.username });
      onSaved();
    },
    failureTitle: t.failed,
  });
  useDialogLock(form.pending);
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <TextField label={t.username} hint={t.usernameHint} autoComplete="off" data-autofocus {...form.field('username')} />
      <TextField label={t.email} type="email" autoComplete="off" {...form.field('email')} />
      <TextField label={t.password} hint={t.passwordHint} type="password" autoComplete="new-password" {...form.field('password')} />
      <SelectField label={t.role} hint={roleContent.explained[form.values.role === 'owner' ? 'owner' : 'staff']} options={ROLE_OPTIONS} {...form.field('role')} />
      <DialogActions onCancel={onCancel} pending={form.pending} cancelLabel={t.cancel} submitLabel={t.submit} pendingLabel={t.submitting} />
    </form>
  );
}

export function EmailDialog({ account, onSaved, ...dialog }: DialogProps & { account: AdminAccount | null }) {
  return (
    <FormDialog {...dialog} title={copy.emailDialog.title}>
      {account && <EmailForm account={account} onCancel={dialog.onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function EmailForm({ account, onCancel, onSaved }: { account: AdminAccount; onCancel: () => void; onSaved: () => void }) {
  const t = copy.emailDialog;
  const form = useForm({
    initial: { email: account.email },
    schema: adminUpdateSchema,
    submit: (input) => api.staffAccounts.update<AdminAccount>({ id: account.id }, input),
    onSuccess: () => {
      toast.success(t.done, { description: account.username });
      onSaved();
    },
    failureTitle: t.failed,
  });
  useDialogLock(form.pending);
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <TextField label={t.email} type="email" data-autofocus {...form.field('email')} />
      <DialogActions onCancel={onCancel} pending={form.pending} cancelLabel={t.cancel} submitLabel={t.submit} pendingLabel={t.submitting} />
    </form>
  );
}
