import { E2E_ADMIN } from './support/admin.ts';
import { expect, test, waitForHydration } from './support/test.ts';
import { signIn } from './admin-helpers.ts';

test('a new password equal to the current one is refused on its field, before anything is sent', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admin/password')) sent.push(request.url());
  });
  const newPassword = page.getByLabel('New password', { exact: true });
  await expect(newPassword).toHaveAccessibleDescription(/not your current password/);
  await page.getByLabel('Current password').fill(E2E_ADMIN.password);
  await newPassword.fill(E2E_ADMIN.password);
  await page.getByLabel('Confirm new password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(newPassword).toHaveAccessibleDescription(/The new password must be different from the current one/);
  await expect(newPassword).toBeFocused();
  expect(sent).toEqual([]);
});
