import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { PLACEHOLDER_SVG, isExternal } from './offline-images.ts';

/**
 * Our `test`: every page serves external images offline, and a test fails if the page logs a
 * console error or throws (hydration mismatches, CSP violations and React warnings included).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Automatic: every test's page gets it without asking.
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      await page.route(
        (url) => isExternal(url.toString(), baseURL!),
        (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER_SVG }),
      );
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** WCAG 2.2 AA, as axe-core checks it: no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, 'accessibility violations').toEqual([]);
}

/** Vike hydrates after the HTML arrives; interactive tests wait for it. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Closes the toast holding `text` with its close button, as staff can, and waits until it is gone: quicker than
 * waiting out its 5 s, with the same end (axe reads a toast mid-animation as faint text). A toast that already
 * left by itself counts as closed.
 */
export async function closeToast(page: Page, text: Locator) {
  const toast = page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ has: text });
  await expect(async () => {
    if ((await toast.count()) > 0) await toast.getByRole('button', { name: 'Close toast' }).click({ timeout: 2000 });
    await expect(text).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}
