import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { ownEmailSchema } from '#lib/domain/staff/own-email.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { settingsContent } from '#components/admin/settings/settings.content.ts';

const copy = settingsContent.email;
const EMPTY = { email: '', currentPassword: '' };

/** One's own e-mail, asked for while it is a placeholder that receives no mail (decision 158). */
export function OwnEmailForm() {
  const { field, pending, formRef, onSubmit } = useForm({
    initial: EMPTY,
    schema: ownEmailSchema,
    submit: (input) => api.auth.changeEmail(input),
    onSuccess: (_result, { reset }) => {
      reset(EMPTY);
      toast.success(copy.saved);
      // The page's admin (the banner, what is still closed) follows the change.
      void reload();
    },
    failureTitle: copy.failed,
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={copy.email} type="email" autoComplete="email" {...field('email')} />
      <TextField label={copy.current} type="password" autoComplete="current-password" {...field('currentPassword')} />
      <Button type="submit" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
