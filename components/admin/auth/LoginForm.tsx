import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import type { AdminView } from '#database/dto.ts';
import { LOGIN_REJECTED_MESSAGE, LOGIN_REQUIRED_MESSAGE, loginSchema } from '#database/schemas/admin.schema.ts';
import { ApiError, apiRequest } from '#lib/api-client.ts';
import { rememberAdmin, syncStoredAdmin } from '../admin-session.ts';
import { loginContent as copy } from './login.content.ts';

export function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // This page only renders for a signed-out visitor, so a stored admin is stale.
  useEffect(() => syncStoredAdmin(null), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(loginSchema, { username, password });
    if (!parsed.success) {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const admin = await apiRequest<AdminView>('POST', '/api/admin/login', parsed.output);
      rememberAdmin(admin);
      // A full page load, so the server's guard sees the new session cookie.
      window.location.assign('/admin');
    } catch (failure) {
      // SPEC §7: any failure is a failed login; only throttling has a sentence of its own.
      setError(failure instanceof ApiError && failure.status === 429 ? failure.userMessage : LOGIN_REJECTED_MESSAGE);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={error ? 'login-error' : undefined}>
      <TextField label={copy.usernameLabel} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={username} onChange={(e) => setUsername(e.target.value)} />
      <TextField label={copy.passwordLabel} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && (
        <p id="login-error" role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
