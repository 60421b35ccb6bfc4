import { useState } from 'react';
import { Button, ButtonLink } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { passwordResetSchema } from '#lib/domain/staff/password-reset.schema.ts';
import { ApiError, api  } from '#lib/api-client.browser.ts';
import { toastFailure } from '#components/ui/form-failure.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { forgetAdmin } from '#components/admin/admin-session.ts';
import { resetContent } from '#components/admin/auth/reset.content.ts';
import { InvalidLink } from './InvalidLink.tsx';

const copy = resetContent.choose;
const EMPTY = { newPassword: '', confirmPassword: '' };

/** The page a password link opens: a new password twice, then on to sign in with it. */
export function NewPasswordForm({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<'open' | 'done' | 'invalid'>('open');
  const { field, pending, formRef, onSubmit } = useForm({
    initial: EMPTY,
    schema: passwordResetSchema,
    toInput: (values) => ({ ...values, token }),
    submit: (input) => api.auth.confirmReset(input),
    onSuccess: () => {
      // Every session of the account has ended, this browser's too if it had one.
      forgetAdmin();
      setOutcome('done');
    },
    failureTitle: copy.failed,
    // Used or expired meanwhile (another tab, a colleague's newer link): the page says so in full.
    onFailure: (failure) => {
      if (failure instanceof ApiError && failure.body.errors?.token) setOutcome('invalid');
      else toastFailure(copy.failed, failure);
    },
  });

  if (outcome === 'invalid') return <InvalidLink />;
  if (outcome === 'done') {
    return (
      <div role="status" className="space-y-4">
        <h2 className="text-lg font-semibold text-bush-900">{copy.doneTitle}</h2>
        <p className="text-sm text-stone-700">{copy.done}</p>
        <ButtonLink href="/admin/login" size="lg" className="w-full">
          {resetContent.signIn}
        </ButtonLink>
      </div>
    );
  }
  const password = (key: keyof typeof EMPTY) => ({ type: 'password', autoComplete: 'new-password', ...field(key) });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={copy.next} hint={copy.nextHint} {...password('newPassword')} />
      <TextField label={copy.confirm} {...password('confirmPassword')} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
