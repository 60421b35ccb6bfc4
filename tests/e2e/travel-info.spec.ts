import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

test.describe('travel information', () => {
  test('answers 200 with every tab’s content in the server’s HTML, the hidden ones too', async ({ request }) => {
    const response = await request.get('/travel-info');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const months of ['Dec-Feb', 'Mar-May', 'Jun-Aug', 'Sep-Nov']) expect(html).toContain(months);
    // Airports, Activities and Packing: their panels are server-only markup, so all of it is in the page.
    for (const text of ['Transfer time', 'Discover more', 'Travel Documents']) expect(html).toContain(text);
  });

  test('has one h1 and switches tabs by click and by arrow keys', async ({ page }) => {
    await page.goto('/travel-info');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Information');

    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(tab('Seasons')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Summer' })).toBeVisible();

    await tab('Airports').click();
    await expect(tab('Airports')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Seasons')).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel');
    for (const city of ['Johannesburg', 'Cape Town', 'Durban']) await expect(panel.getByRole('heading', { name: new RegExp(city) })).toBeVisible();
    await expect(panel.getByText('Transfer time')).toHaveCount(3);

    await page.keyboard.press('ArrowRight');
    await expect(tab('Activities')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Activities')).toBeFocused();
    await expect(panel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(13);
    await expect(panel.getByText('Featured', { exact: true })).toHaveCount(5);

    await page.keyboard.press('ArrowRight');
    await expect(tab('Packing')).toHaveAttribute('aria-selected', 'true');
    for (const heading of ['Travel Documents', 'Gadgets', 'Clothing', 'First Aid', 'Activities by Country', 'Entry and Health by Country']) {
      await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    }

    await page.keyboard.press('ArrowLeft');
    await expect(tab('Activities')).toHaveAttribute('aria-selected', 'true');
  });

  test('links featured activities to their own pages', async ({ page }) => {
    await page.goto('/travel-info');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Activities' }).click();
    await expect(page.getByRole('link', { name: 'Discover more about Cheetah Walk' })).toHaveAttribute('href', '/cheetah-walk');
    await expect(page.getByRole('link', { name: 'Discover more about Victoria Falls Day Tour' })).toHaveAttribute('href', '/victoria-falls');
  });

  test('has no accessibility violations on any tab', async ({ page }) => {
    // Four full axe runs in one test.
    test.slow();
    await page.goto('/travel-info');
    await waitForHydration(page);
    for (const name of ['Seasons', 'Airports', 'Activities', 'Packing']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    }
  });
});
