import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The owner the e2e server is started with: ADMIN_USERNAME and, as ADMIN_PASSWORD, `firstPassword`. The
 * setup project finishes its first sign-in once (decision 158), giving `email` and choosing `password`,
 * which every later sign-in of the run uses.
 */
export const E2E_ADMIN = {
  username: 'e2e-admin',
  password: 'e2e-admin-own-password-2026',
};
export const E2E_ADMIN_FIRST_PASSWORD = 'e2e-admin-password-2026';
export const E2E_ADMIN_EMAIL = 'e2e-admin@safari.example';

/**
 * Signs in with the environment's password and finishes the first sign-in as its holder would: a real
 * e-mail, then a password of its own. The request context keeps the session, open to every staff route.
 */
export async function finishFirstSignIn(request: APIRequestContext, baseURL: string) {
  const headers = { Origin: new URL(baseURL).origin };
  const signedIn = await request.post('/api/admin/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN_FIRST_PASSWORD }, headers });
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toMatchObject({ mustChangePassword: true, needsEmail: true });
  const email = await request.post('/api/admin/email', { data: { email: E2E_ADMIN_EMAIL, currentPassword: E2E_ADMIN_FIRST_PASSWORD }, headers });
  expect(email.status()).toBe(200);
  const password = { currentPassword: E2E_ADMIN_FIRST_PASSWORD, newPassword: E2E_ADMIN.password, confirmPassword: E2E_ADMIN.password };
  expect((await request.post('/api/admin/password', { data: password, headers })).status()).toBe(204);
}
