import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/test.ts';

// Issue 42: a phone visitor reads each price in their own money, beside the dollar price the HTML carries.
test.use({ viewport: { width: 390, height: 844 } });

const DAY_MS = 86_400_000;
const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
/** "27 Nov 2026", as the label writes the rates' day. */
const labelDay = (date: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const USD_PER_EURO = 1.25;

/** The ECB's rates as the server would answer them, dated `date`: the test decides their age. */
async function serveRates(page: Page, date: string): Promise<void> {
  await page.route('**/api/rates', (route) =>
    route.fulfill({ json: { date, base: 'EUR', rates: { USD: USD_PER_EURO, GBP: 0.88, ZAR: 20.25 } }, headers: { 'cache-control': 'public, max-age=3600' } }),
  );
}

const kruger = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'SA Standard Kruger Safari' }) });

test('choosing EUR adds “≈ €” and its label beside a package price', async ({ page }) => {
  const date = dayBefore(1);
  await serveRates(page, date);
  await page.goto('/packages');
  await waitForHydration(page);
  const menu = page.getByRole('combobox', { name: 'Show prices in' });
  await expect(menu).toHaveValue('USD');
  await expect(page.getByText(/^≈ /)).toHaveCount(0);

  await menu.selectOption('EUR');
  const card = kruger(page);
  // $1,650 ÷ 1.25 = €1,320.
  await expect(card).toContainText('≈ €1,320');
  await expect(card).toContainText(`approximate, ECB reference rate of ${labelDay(date)}; you pay in USD`);
  await expect(card).toContainText('$1,650');

  // Another tab's cards get theirs too.
  await page.getByRole('tab', { name: 'Luxury' }).click();
  await expect(page.getByRole('tabpanel').getByText(/^≈ €/).first()).toBeVisible();
});

test('the choice is remembered on the next visit, and the trip’s own currency shows nothing approximate', async ({ page }) => {
  await serveRates(page, dayBefore(1));
  await page.addInitScript(() => window.localStorage.setItem('currency', 'EUR'));
  await page.goto('/packages');
  await waitForHydration(page);
  const menu = page.getByRole('combobox', { name: 'Show prices in' });
  await expect(menu).toHaveValue('EUR');
  await expect(kruger(page)).toContainText('≈ €1,320');

  await menu.selectOption('USD');
  await expect(page.getByText(/^≈ /)).toHaveCount(0);
});

test('rates more than four days old show nothing approximate', async ({ page }) => {
  await serveRates(page, dayBefore(5));
  await page.goto('/packages');
  await waitForHydration(page);
  const answered = page.waitForResponse('**/api/rates');
  await page.getByRole('combobox', { name: 'Show prices in' }).selectOption('GBP');
  await answered;
  // The rates are read and applied before the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(kruger(page)).toContainText('$1,650');
  await expect(page.getByText(/^≈ /)).toHaveCount(0);
});
