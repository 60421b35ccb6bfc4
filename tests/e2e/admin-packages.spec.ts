import { expect, test } from './support/test.ts';
import { forgiveRefusals, openDashboard, openTab, signIn, unique } from './admin-helpers.ts';

const REQUIRED_MESSAGES = [
  'Package name is required',
  'Package type is required',
  'Duration is required',
  'Description is required',
  'At least one feature is required',
  'Accommodation is required',
  'Group size is required',
];

test.describe('admin package management', () => {
  test('creates a package in the trip editor after showing SPEC’s messages, then edits it, and /packages follows', async ({ page }) => {
    // A long journey through several pages and dialogs: more time than a one-screen test.
    test.slow();
    const name = unique('SA Standard E2E');
    await signIn(page);
    await openTab(page, 'Packages');
    await expect(page.getByRole('heading', { level: 2, name: 'Safari Package Management' })).toBeVisible();

    await page.getByRole('link', { name: 'Add New Package' }).click();
    await expect(page).toHaveURL(/\/admin\/packages\/new$/);
    const create = page.getByRole('article', { name: 'Create New Package' });
    await create.getByRole('button', { name: 'Save Package' }).click();
    for (const message of REQUIRED_MESSAGES) await expect(create.getByText(message)).toBeVisible();
    await expect(create.getByLabel('Package Name')).toBeFocused();

    await create.getByLabel('Package Name').fill(name);
    await create.getByLabel('Package Type').selectOption('Local Safari');
    await create.getByLabel('Price (USD)').fill('-1');
    await create.getByLabel('Duration').fill('4 days');
    await create.getByLabel('Group Size').fill('2-6 people');
    await create.getByLabel('Accommodation', { exact: true }).fill('Standard Lodges');
    await create.getByLabel('Description', { exact: true }).fill('Four days of game drives, created by the end-to-end test.');
    await create.getByLabel('Features (one per line)').fill('Morning game drive\n\n   \nSunset drive\nBush walk\nBoma dinner');
    await create.getByRole('button', { name: 'Save Package' }).click();
    await expect(create.getByText('Price must be positive')).toBeVisible();
    await expect(create.getByText('Package name is required')).toHaveCount(0);

    await create.getByLabel('Price (USD)').fill('12345.5');
    await create.getByRole('button', { name: 'Save Package' }).click();
    await expect(page.getByText('Package created')).toBeVisible();
    // Saved, the new trip is edited at its own address.
    await expect(page).toHaveURL(/\/admin\/packages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('link', { name: 'All packages' }).click();
    await expect(page).toHaveURL(/\/admin\/packages$/);

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('$12,345.50')).toBeVisible();
    await expect(card.getByText('Local Safari')).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByText('Bush walk')).toBeVisible();
    await expect(card.getByText('Boma dinner')).toHaveCount(0);
    await expect(card.getByText('+1 more features')).toBeVisible();

    await page.goto('/packages');
    await expect(page.getByText(name).first()).toBeVisible();

    await openDashboard(page);
    await openTab(page, 'Packages');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('article', { name });
    await expect(edit.getByLabel('Package Name')).toHaveValue(name);
    await expect(edit.getByLabel('Features (one per line)')).toHaveValue('Morning game drive\nSunset drive\nBush walk\nBoma dinner');
    await expect(edit.getByLabel('Image URL (optional)')).toHaveValue('');
    await edit.getByLabel('Duration').fill('');
    await edit.getByRole('button', { name: 'Save Package' }).click();
    await expect(edit.getByText('Duration is required')).toBeVisible();
    await edit.getByLabel('Duration').fill('5 days');
    await edit.getByLabel('Package is active').uncheck();
    await edit.getByRole('button', { name: 'Save Package' }).click();
    await expect(page.getByText('Package updated')).toBeVisible();
    await expect(edit.getByText('Inactive', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'All packages' }).click();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(card.getByText('5 days')).toBeVisible();

    await page.goto('/packages');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('keeps what was typed with an error toast when the server refuses', async ({ page, consoleErrors }) => {
    await signIn(page);
    await openTab(page, 'Packages');
    await page.route('**/api/admin/packages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side' }) })
        : route.continue(),
    );
    await page.getByRole('link', { name: 'Add New Package' }).click();
    const create = page.getByRole('article', { name: 'Create New Package' });
    await create.getByLabel('Package Name').fill(unique('Refused package'));
    await create.getByLabel('Package Type').selectOption('Luxury Experience');
    await create.getByLabel('Price (USD)').fill('100');
    await create.getByLabel('Duration').fill('3 days');
    await create.getByLabel('Group Size').fill('2 people');
    await create.getByLabel('Accommodation', { exact: true }).fill('Tented camp');
    await create.getByLabel('Description', { exact: true }).fill('Never saved.');
    await create.getByLabel('Features (one per line)').fill('Nothing');
    await create.getByRole('button', { name: 'Save Package' }).click();
    await expect(page.getByText('Failed to create package')).toBeVisible();
    await expect(page.getByText('Something went wrong on our side')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/packages\/new$/);
    await expect(create.getByLabel('Package Type')).toHaveValue('Luxury Experience');
    await expect(create.getByRole('button', { name: 'Save Package' })).toBeEnabled();
    forgiveRefusals(consoleErrors, 500);
  });
});
