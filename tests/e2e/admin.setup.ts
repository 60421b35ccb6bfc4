import { test as setup, expect } from '@playwright/test';
import { E2E_ADMIN } from './support/admin.ts';
import { ADMIN_STATE } from './support/admin-state.ts';

// One sign-in for the whole run: every test that needs a signed-in admin starts from this session's cookie
// (tests of the sign-in form itself still type into it). The session lives in PostgreSQL, so it is shared
// safely by parallel tests; a test that logs out signs in with the form first, so it ends a session of its own.
setup('signs the e2e admin in once', async ({ request, baseURL }) => {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN, headers: { Origin: baseURL! } });
  expect(response.status()).toBe(200);
  await request.storageState({ path: ADMIN_STATE });
});
