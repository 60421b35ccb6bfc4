import { E2E_ADMIN, E2E_ADMIN_FIRST_PASSWORD } from './support/admin.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';
import { forgiveRefusals, signInWithForm } from './admin-helpers.ts';

test.describe('admin sign-in', () => {
  test('sends signed-out visitors from /admin to the login page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('guards every staff route on the server, not only the overview', async ({ request }) => {
    for (const path of ['/admin/packages', '/admin/gallery?folder=x', '/admin/inquiries', '/admin/inquiries/00000000-0000-4000-8000-000000000000', '/admin/settings']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toMatch(/\/admin\/login$/);
    }
  });

  test('shows the login page without a credentials hint and with no accessibility violations', async ({ page }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    await expect(page.getByText('Admin Portal')).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to website/ })).toHaveAttribute('href', '/');
    await expect(page.locator('body')).not.toContainText(E2E_ADMIN.password);
    await expect(page.locator('body')).not.toContainText(E2E_ADMIN_FIRST_PASSWORD);
    await expect(page.locator('body')).not.toContainText(/default credentials|demo credentials/i);
    await expectNoAxeViolations(page);
  });

  test('asks for both fields when either is blank, without calling the server', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/login')) loginCalls.push(request.url());
    });
    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both username and password');
    await page.getByLabel('Username').fill('   ');
    await page.getByLabel('Password').fill('some password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both username and password');
    expect(loginCalls).toEqual([]);
  });

  test('rejects a wrong password, showing Signing In... while the server answers', async ({ page, consoleErrors }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not the right password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page).toHaveURL(/\/admin\/login$/);
    forgiveRefusals(consoleErrors, 401);
  });

  test('signs in, keeps a copy of the admin in the browser, and skips the login page afterwards', async ({ page }) => {
    await signInWithForm(page);
    await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}`)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('admin') ?? 'null'));
    expect(stored).toMatchObject({ username: E2E_ADMIN.username });
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('lets the server decide: a stale stored admin is replaced and a corrupt one removed', async ({ page }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.evaluate(() => window.localStorage.setItem('admin', '{not json'));
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('admin'))).toBeNull();

    await signInWithForm(page);
    await page.evaluate(() => window.localStorage.setItem('admin', JSON.stringify({ id: 'someone-else', username: 'intruder', email: 'x@example.com' })));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('admin') ?? 'null')?.username)).toBe(E2E_ADMIN.username);
  });

  test('logs out: ends the session, clears the stored admin and goes to the home page', async ({ page }) => {
    await signInWithForm(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => window.localStorage.getItem('admin'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  });
});
