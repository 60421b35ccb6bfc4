import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { changePasswordSchema } from '#lib/domain/staff/change-password.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { settingsContent } from '#components/admin/settings/settings.content.ts';

const copy = settingsContent.password;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { field, pending, formRef, onSubmit } = useForm({
    initial: EMPTY,
    schema: changePasswordSchema,
    submit: (input) => api.auth.changePassword(input),
    onSuccess: (_result, { reset }) => {
      reset(EMPTY);
      toast.success(copy.changed, { description: copy.changedDetail });
      // The page's admin (a first password's notice, the staff list) follows the change.
      void reload();
    },
    failureTitle: copy.failed,
  });
  const password = (key: keyof typeof EMPTY) => ({ type: 'password', ...field(key) });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={copy.current} autoComplete="current-password" {...password('currentPassword')} />
      <TextField label={copy.next} hint={copy.nextHint} autoComplete="new-password" {...password('newPassword')} />
      <TextField label={copy.confirm} autoComplete="new-password" {...password('confirmPassword')} />
      <Button type="submit" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
