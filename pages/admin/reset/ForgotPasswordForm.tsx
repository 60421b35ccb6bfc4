import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { passwordResetRequestSchema } from '#lib/domain/staff/password-reset.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { resetContent } from '#components/admin/auth/reset.content.ts';

const copy = resetContent.request;

/** "Forgot password?": an e-mail in, the same answer out whoever it belongs to. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { email: '' },
    schema: passwordResetRequestSchema,
    submit: (input) => api.auth.requestReset(input),
    onSuccess: () => setSent(true),
    failureTitle: copy.failed,
  });

  if (sent) {
    return (
      <div role="status" className="space-y-3">
        <h2 className="text-lg font-semibold text-bush-900">{copy.sentTitle}</h2>
        <p className="text-sm text-stone-700">{copy.sent}</p>
        <p className="text-sm text-stone-600">{copy.noMail}</p>
      </div>
    );
  }
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label={copy.email} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...field('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
