import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { closeToast, expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';
import { signIn, unique } from './admin-helpers.ts';

// The e2e server has no SMTP_URL: mail is written as .eml files under its DATA_DIR (playwright.config.ts).
const MAIL_DIR = join('.data-e2e', 'mail');

/** The text of the newest mail to `address`, waiting for the mail worker to write it. */
async function mailTo(address: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
        for (const file of files.reverse()) {
          const mail = await simpleParser(await readFile(join(MAIL_DIR, file)));
          if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address)) {
            text = mail.text ?? '';
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return text;
}

test('a forgotten password, reset by mail: ask on the login page, follow the link, choose a password, sign in', async ({ page, baseURL }) => {
  test.slow();
  // An owner adds a staff colleague, who never learns the first password.
  await signIn(page);
  const username = unique('reset').replace(/\W/g, '-');
  const email = `${username}@example.com`;
  const created = await page.request.post('/api/admin/admins', {
    headers: { Origin: baseURL! },
    data: { username, email, password: 'a first password nobody remembers' },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your mail');

  const text = await mailTo(email);
  const link = /https?:\/\/\S+\/admin\/reset\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  const path = new URL(link!).pathname;

  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For the account ${username}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const chosen = 'my own remembered passphrase';
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password').fill(chosen);
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');
  await page.getByRole('link', { name: 'Sign in' }).click();

  await page.waitForURL('**/admin/login');
  await waitForHydration(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(chosen);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The chosen password is the holder's own: straight to the dashboard, no first-password wall.
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // A staff account: no export on the desk, no staff accounts in Settings.
  await page.goto('/admin/inquiries');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await page.goto('/admin/settings');
  await waitForHydration(page);
  await expect(page.getByRole('definition').filter({ hasText: 'not accounts, settings, export' })).toContainText(/^Staff/);
  await expect(page.getByRole('heading', { name: 'Staff Accounts' })).toHaveCount(0);
  // Settings offers staff their own sections only; an owner's section's address says whose it is.
  await expect(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link')).toHaveText(['Your account', 'Saved replies']);
  await page.goto('/admin/settings/staff');
  await expect(page.getByRole('heading', { name: 'Only an owner can open this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff Accounts' })).toHaveCount(0);

  // The link worked once.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/reset');
});

test('an owner gives a colleague a role and sends them a password link from Staff Accounts', async ({ page }) => {
  test.slow();
  await signIn(page);
  await page.goto('/admin/settings/staff');
  await waitForHydration(page);
  const username = unique('owner-to-be').replace(/\W/g, '-');
  const email = `${username}@example.com`;
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await expect(dialog.getByLabel('Role')).toHaveValue('staff');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('First password').fill('first password for you');
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Staff', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Make ${username} an owner` }).click();
  await expect(row.getByText('Owner', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Make ${username} staff` })).toBeVisible();
  // Toasts fade in and out; axe judges the settled page, once they are closed.
  await closeToast(page, page.getByText(`${username} is now an owner`));
  await closeToast(page, page.getByText('Account added'));
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Send ${username} a link to choose a new password` }).click();
  await expect(page.getByText('Password link sent')).toBeVisible();
  const text = await mailTo(email);
  expect(text).toContain('e2e-admin sent you this link');
});
