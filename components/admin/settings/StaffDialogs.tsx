import { DialogActions } from '#components/admin/DialogActions.tsx';
import { useEffect, useState } from 'react';
import { toast } from '#components/ui/notify.ts';
import { TextField } from '#components/ui/Field.tsx';
import { Modal } from '#components/ui/Modal.tsx';
import type { AdminAccount } from '#database/dto.ts';
import { adminUpdateSchema, newAdminSchema } from '#database/schemas/staff.schema.ts';
import { apiRequest } from '#lib/api-client.ts';
import { useForm } from '#lib/use-form.ts';
import { staffContent as copy } from './staff.content.ts';

interface DialogProps {
  open: boolean;
  session: number;
  onClose: () => void;
  onSaved: () => void;
}

export function AddAccountDialog({ open, session, onClose, onSaved }: DialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal open={open} onClose={saving ? () => undefined : onClose} title={copy.addDialog.title}>
      <AddAccountForm key={session} setSaving={setSaving} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function AddAccountForm({ setSaving, onCancel, onSaved }: { setSaving: (s: boolean) => void; onCancel: () => void; onSaved: () => void }) {
  const t = copy.addDialog;
  const form = useForm({
    initial: { username: '', email: '', password: '' },
    schema: newAdminSchema,
    submit: (input) => apiRequest<AdminAccount>('POST', '/api/admin/admins', input),
    onSuccess: (account) => {
      toast.success(t.done, { description: account.username });
      onSaved();
    },
    failureTitle: t.failed,
  });
  useEffect(() => setSaving(form.pending), [form.pending, setSaving]);
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <TextField label={t.username} hint={t.usernameHint} autoComplete="off" data-autofocus {...form.field('username')} />
      <TextField label={t.email} type="email" autoComplete="off" {...form.field('email')} />
      <TextField label={t.password} hint={t.passwordHint} type="password" autoComplete="new-password" {...form.field('password')} />
      <DialogActions onCancel={onCancel} pending={form.pending} cancelLabel={t.cancel} submitLabel={t.submit} pendingLabel={t.submitting} />
    </form>
  );
}

export function EmailDialog({ account, ...props }: DialogProps & { account: AdminAccount | null }) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal open={props.open} onClose={saving ? () => undefined : props.onClose} title={copy.emailDialog.title}>
      {account && <EmailForm key={props.session} account={account} setSaving={setSaving} onCancel={props.onClose} onSaved={props.onSaved} />}
    </Modal>
  );
}

function EmailForm({ account, setSaving, onCancel, onSaved }: { account: AdminAccount; setSaving: (s: boolean) => void; onCancel: () => void; onSaved: () => void }) {
  const t = copy.emailDialog;
  const form = useForm({
    initial: { email: account.email },
    schema: adminUpdateSchema,
    submit: (input) => apiRequest<AdminAccount>('PATCH', `/api/admin/admins/${account.id}`, input),
    onSuccess: () => {
      toast.success(t.done, { description: account.username });
      onSaved();
    },
    failureTitle: t.failed,
  });
  useEffect(() => setSaving(form.pending), [form.pending, setSaving]);
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <TextField label={t.email} type="email" data-autofocus {...form.field('email')} />
      <DialogActions onCancel={onCancel} pending={form.pending} cancelLabel={t.cancel} submitLabel={t.submit} pendingLabel={t.submitting} />
    </form>
  );
}
