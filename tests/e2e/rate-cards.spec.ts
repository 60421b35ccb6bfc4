import { forgiveRefusals, signIn, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './support/test.ts';

// Many steps, each a round trip, on a build shared with the other suites' workers.
test.describe.configure({ timeout: 120_000 });

/**
 * Issue 40's rate cards, as staff use them beside a supplier: a card made by hand, its rates pasted from the lodge's
 * sheet as a new version, and a sheet line that does not read named by its line and column before anything is saved.
 */
test('staff create a rate card for a supplier, paste its rates as a new version, and see a bad line named', async ({ page, baseURL, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const camp = unique('Rate Camp');
  const made = await page.request.post('/api/admin/suppliers', { headers: { Origin: new URL(baseURL!).origin }, data: { name: camp, kind: 'camp', email: `${Date.now()}@rate-camp.example` } });
  expect(made.status()).toBe(201);

  await page.goto('/admin/suppliers');
  await waitForHydration(page);
  await page.getByRole('link', { name: `Rate cards of ${camp}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: camp })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No rate cards yet' })).toBeVisible();
  await page.getByRole('link', { name: 'New rate card' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New rate card' })).toBeVisible();
  await waitForHydration(page);

  const form = page.getByRole('form', { name: 'New rate card' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('2027 contract');
  await form.getByLabel('Currency').selectOption('ZAR');
  await form.getByLabel('Valid from').fill('2027-01-01');
  await form.getByLabel('Valid to').fill('2026-12-31');
  const season = form.getByRole('group', { name: 'Season 1' });
  await season.getByRole('textbox', { name: 'Season name' }).fill('High');
  await season.getByLabel('From').fill('2027-01-01');
  await season.getByLabel('To').fill('2027-12-31');
  await form.getByRole('button', { name: 'Add rate card' }).click();
  // The schema's message sits beside the field it names, and nothing is sent.
  await expect(form.getByLabel('Valid to')).toHaveAccessibleDescription('Valid to must be on or after valid from');
  await form.getByLabel('Valid to').fill('2027-12-31');
  await form.getByRole('button', { name: 'Add rate card' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '2027 contract' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/suppliers\/[0-9a-f-]{36}\/rate-cards\/[0-9a-f-]{36}$/);
  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history.getByText('Version 1', { exact: true })).toBeVisible();
  await waitForHydration(page);

  const paste = page.getByRole('region', { name: 'Paste a table' });
  const table = paste.getByLabel('Table (tab-separated)');
  const header = 'Season\tRoom\tMeal plan\tBasis\tAmount\tMax occupancy';
  await table.fill(`${header}\nHigh\tLuxury tent\tFB\tper person sharing\tR5,000\nHigh\tFamily suite\tXX\tper room\t9 000.00\t4`);
  await paste.getByRole('button', { name: 'Replace the rates' }).click();
  await expect(table).toHaveAccessibleDescription(/^Line 3, column meal plan: "XX" is not a meal plan/);
  await expect(table).toHaveValue(/Family suite/);
  await expect(history.getByText('Version 2', { exact: true })).toHaveCount(0);
  forgiveRefusals(consoleErrors, 400);

  await table.fill(`${header}\nHigh\tLuxury tent\tFB\tper person sharing\tR5,000\nHigh\tFamily suite\tFB\tper room\t9 000.00\t4`);
  await paste.getByRole('button', { name: 'Replace the rates' }).click();
  await expect(page.getByText('2 rates read, saved as version 2')).toBeVisible();
  await expect(history.getByText('Version 2', { exact: true })).toBeVisible();
  const rates = history.getByRole('table', { name: 'Version 2: Rates' });
  await expect(rates.getByRole('row', { name: /Luxury tent FB Per person sharing ZAR\s?5,000(\.00)?$/ })).toBeVisible();
  await expect(rates.getByRole('row', { name: /Family suite FB Per room \(max 4\) ZAR\s?9,000(\.00)?$/ })).toBeVisible();
  // The card's own form now holds version 2's rates, amounts in rands as typed.
  await expect(page.getByRole('group', { name: 'Rate 1: Luxury tent' }).getByLabel('Amount (ZAR)')).toHaveValue('5000.00');
  await expect(page.getByRole('group', { name: 'Rate 2: Family suite' }).getByLabel('Max occupancy')).toHaveValue('4');

  // Renaming the season in the form takes its rates along, and saving makes the next version.
  await page.getByRole('group', { name: 'Season 1' }).getByRole('textbox', { name: 'Season name' }).fill('Peak');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText('Saved as version 3')).toBeVisible();
  await expect(history.getByRole('table', { name: 'Version 3: Rates' }).getByRole('row', { name: /^Peak Luxury tent FB/ })).toBeVisible();
  await expect(history.getByText('Version 1', { exact: true })).toBeVisible();
});

test('the rate card page fits a 390 px phone without scrolling sideways', async ({ page, baseURL }) => {
  await signIn(page);
  const origin = { Origin: new URL(baseURL!).origin };
  const supplier = await (await page.request.post('/api/admin/suppliers', { headers: origin, data: { name: unique('Phone Camp'), kind: 'camp', email: `${Date.now()}@phone-camp.example` } })).json() as { id: string };
  const card = await page.request.post(`/api/admin/suppliers/${supplier.id}/rate-cards`, {
    headers: origin,
    data: {
      name: 'A contract with a long name for a narrow screen', currency: 'ZAR', validFrom: '2027-01-01', validTo: '2027-12-31',
      seasons: [{ name: 'Green season', ranges: [{ from: '2027-01-01', to: '2027-12-31' }], priority: 1, minimumNights: 2 }],
      rates: [{ season: 'Green season', room: 'Luxury family tent with a plunge pool', mealPlan: 'FI', basis: 'per-room', amountMinor: 1_250_000, maxOccupancy: 4 }],
      children: [{ fromAge: 6, toAge: 11, percent: 50 }],
    },
  });
  expect(card.status()).toBe(201);
  const { id } = (await card.json()) as { id: string };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/suppliers/${supplier.id}/rate-cards/${id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'A contract with a long name for a narrow screen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
