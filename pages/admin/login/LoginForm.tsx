import { useEffect } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import { LOGIN_REJECTED_MESSAGE, LOGIN_REQUIRED_MESSAGE, loginSchema } from '#lib/domain/staff/admin.schema.ts';
import { ApiError, api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { rememberAdmin, syncStoredAdmin } from '#components/admin/admin-session.ts';
import { loginContent as copy } from '#components/admin/auth/login.content.ts';
import { resetContent } from '#components/admin/auth/reset.content.ts';

export function LoginForm() {
  const { field, errors, pending, formRef, onSubmit } = useForm({
    initial: { username: '', password: '' },
    schema: loginSchema,
    // SPEC §5: one sentence for blank fields, and no call made.
    invalid: () => ({ _: LOGIN_REQUIRED_MESSAGE }),
    submit: (input) => api.auth.login<AdminView>(input),
    onSuccess: (admin) => {
      rememberAdmin(admin);
      // A full page load, so the server's guard sees the new session cookie.
      window.location.assign('/admin');
    },
    failureTitle: LOGIN_REJECTED_MESSAGE,
    // SPEC §7: any failure is a failed login, said beside the form; only throttling has a sentence of its own.
    // A deactivated account (403, only after the right password) is told whom to ask (issue 29).
    onFailure: (failure, setErrors) => setErrors({ _: failure instanceof ApiError && (failure.status === 429 || failure.status === 403) ? failure.userMessage : LOGIN_REJECTED_MESSAGE }),
  });
  const error = errors._;

  // This page only renders for a signed-out visitor, so a stored admin is stale.
  useEffect(() => syncStoredAdmin(null), []);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={error ? 'login-error' : undefined}>
      <TextField label={copy.usernameLabel} autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} error={undefined} />
      <TextField label={copy.passwordLabel} type="password" autoComplete="current-password" {...field('password')} error={undefined} />
      {error && (
        <p id="login-error" role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
      <p className="text-center text-sm">
        <a href="/admin/reset" className="font-medium text-bush-800 underline underline-offset-4 hover:text-bush-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600">
          {resetContent.forgotLink}
        </a>
      </p>
    </form>
  );
}
