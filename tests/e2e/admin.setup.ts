import { test as setup, expect } from '@playwright/test';
import { finishFirstSignIn } from './support/admin.ts';
import { ADMIN_STATE } from './support/admin-state.ts';

// One sign-in for the whole run: every test that needs a signed-in admin starts from this session's cookie
// (tests of the sign-in form itself still type into it). The session lives in PostgreSQL, so it is shared
// safely by parallel tests; a test that logs out signs in with the form first, so it ends a session of its own.
// The server made the owner from the environment, so this first sign-in also gives its e-mail and chooses
// its own password (decision 158), as a new install's owner does.
setup('signs the e2e admin in once, finishing its first sign-in', async ({ request, baseURL }) => {
  await finishFirstSignIn(request, baseURL!);
  const me = await request.get('/api/admin/me');
  expect(await me.json()).toMatchObject({ mustChangePassword: false, needsEmail: false });
  await request.storageState({ path: ADMIN_STATE });
});
