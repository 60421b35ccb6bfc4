import { request as playwrightRequest, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from './support/admin.ts';
import { ADMIN_STATE } from './support/admin-state.ts';
import { expect, waitForHydration } from './support/test.ts';

/** Starts from the session the setup project signed in once, and waits for the dashboard to be interactive. */
export async function signIn(page: Page) {
  const { cookies } = JSON.parse(await readFile(ADMIN_STATE, 'utf8')) as { cookies: Cookie[] };
  await page.context().addCookies(cookies);
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/**
 * An API client in the session the setup project signed in once, from this origin as the dashboard's calls are
 * (no sign-in of its own: only the sign-in form's tests type a password). The caller disposes of it.
 */
export function staffRequest(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: ADMIN_STATE, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
}

/** Signs in through the login form, as staff do: for tests of the form, and for a session a test may end. */
export async function signInWithForm(page: Page) {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** Back to the dashboard when already signed in. */
export async function openDashboard(page: Page) {
  await page.goto('/admin');
  await waitForHydration(page);
}

export type AdminSection = 'Overview' | 'Packages' | 'Gallery' | 'Inquiries' | 'Settings';

/** The admin's tab bar: links to the sections' routes. */
export function sectionTab(page: Page, name: AdminSection) {
  return page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name, exact: true });
}

/** Follows a section's tab (a client-side navigation) and waits until it is the current page. */
export async function openTab(page: Page, name: AdminSection) {
  const tab = sectionTab(page, name);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-current', 'page');
}

/** A name no other test (or earlier run) uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Chromium reports every refused request ("Failed to load resource: the server responded with a
 * status of 401") as a console error, which the fixture counts. A test that provokes a refusal on
 * purpose forgives exactly those lines, after the fact.
 */
export function forgiveRefusals(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]!.includes(expected)) consoleErrors.splice(i, 1);
  }
}
