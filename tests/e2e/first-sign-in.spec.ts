import { expect, test, waitForHydration } from './support/test.ts';
import { staffRequest, unique } from './admin-helpers.ts';

// The e2e owner's own first sign-in is finished by the setup project (decision 158); a colleague given a
// placeholder e-mail meets the same Settings page, banner and forms in the browser.
test('a first sign-in with a placeholder e-mail opens Settings only, and the banner goes once both are done', async ({ page, baseURL }) => {
  const username = unique('newcomer').replace(/\s/g, '-');
  const first = 'a first password from the owner';
  const own = 'a passphrase of my own choosing';
  const owner = await staffRequest(baseURL!);
  const created = await owner.post('/api/admin/admins', { data: { username, email: `${username}@staff.invalid`, password: first, role: 'staff' } });
  expect(created.status()).toBe(201);
  await owner.dispose();

  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(first);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/settings');
  await waitForHydration(page);
  const banner = page.getByRole('alert').filter({ hasText: 'Finish setting up your account' });
  await expect(banner).toContainText('Choose your own password');
  await expect(banner).toContainText(`${username}@staff.invalid receives no mail`);

  const emailForm = page.getByRole('region', { name: 'Your E-mail' });
  const email = emailForm.getByLabel('E-mail');
  await email.fill(`${username}@example.invalid`);
  await emailForm.getByLabel('Current password').fill(first);
  await emailForm.getByRole('button', { name: 'Save E-mail' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/an address that receives mail/);
  await email.fill(`${username}@example.com`);
  await emailForm.getByRole('button', { name: 'Save E-mail' }).click();
  await expect(emailForm).toBeHidden();
  await expect(banner).not.toContainText('Give your e-mail address');
  await expect(banner).toContainText('Choose your own password');

  const passwordForm = page.getByRole('region', { name: 'Change Password' });
  await passwordForm.getByLabel('Current password').fill(first);
  await passwordForm.getByLabel('New password', { exact: true }).fill(own);
  await passwordForm.getByLabel('Confirm new password').fill(own);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Finish setting up your account')).toBeHidden();
});
