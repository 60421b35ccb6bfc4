import { useState, type FormEvent } from 'react';
import { toast } from '#components/ui/notify.ts';
import * as v from 'valibot';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { changePasswordSchema } from '#database/schemas/change-password.schema.ts';
import { fieldErrors } from '#database/schemas/fields.ts';
import { apiRequest } from '#lib/api-client.ts';
import { serverFieldErrors, toastFailure } from '../failure.ts';
import { useFocusFirstInvalid } from '../use-focus-first-invalid.ts';
import { settingsContent } from './settings.content.ts';

const copy = settingsContent.password;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { ref, reveal } = useFocusFirstInvalid<HTMLFormElement>();
  const field = (key: keyof typeof EMPTY) => ({
    name: key,
    type: 'password',
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: e.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(changePasswordSchema, values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      reveal();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiRequest('POST', '/api/admin/password', parsed.output);
      setValues(EMPTY);
      toast.success(copy.changed, { description: copy.changedDetail });
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      reveal();
      toastFailure(copy.failed, failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={copy.current} autoComplete="current-password" {...field('currentPassword')} />
      <TextField label={copy.next} hint={copy.nextHint} autoComplete="new-password" {...field('newPassword')} />
      <TextField label={copy.confirm} autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" disabled={saving}>
        {saving ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
