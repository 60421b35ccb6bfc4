import { test, expect, expectNoAxeViolations, waitForHydration } from './support/test.ts';

test.describe('/destinations', () => {
  test('serves every tab’s cards in the server HTML, the hidden tabs too', async ({ request }) => {
    const response = await request.get('/destinations');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Addo Elephant National Park');
    expect(html).toContain('Explore Details');
    expect(html).toContain('id="contact"');
    // East Africa, National Parks and Activities are server-only panels, hidden until chosen.
    for (const text of ['Masai Mara', 'Okavango Delta', 'Great Migration Safari']) expect(html).toContain(text);
  });

  test('has one h1 and four tabs, Southern Africa selected first', async ({ page }) => {
    await page.goto('/destinations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const tabs = page.getByRole('tablist', { name: 'Destination regions' }).getByRole('tab');
    await expect(tabs).toHaveText(['Southern Africa', 'East Africa', 'National Parks', 'Activities']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    for (const name of ['Addo Elephant National Park', 'Chobe National Park', 'Caprivi Strip', 'Victoria Falls', 'Panorama Route', 'Cape Town']) {
      await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible();
    }
  });

  test('switches tabs by click and by arrow keys', async ({ page }) => {
    await page.goto('/destinations');
    await waitForHydration(page);
    const eastAfrica = page.getByRole('tab', { name: 'East Africa' });
    await eastAfrica.click();
    await expect(eastAfrica).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Southern Africa' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Mount Kilimanjaro' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    const parks = page.getByRole('tab', { name: 'National Parks' });
    await expect(parks).toHaveAttribute('aria-selected', 'true');
    await expect(parks).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Kruger National Park' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(parks).toHaveAttribute('aria-selected', 'true');
  });

  test('Explore Details opens the destination detail page', async ({ page }) => {
    await page.goto('/destinations');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Explore Details about Chobe National Park' }).click();
    await expect(page).toHaveURL(/\/chobe-detail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chobe National Park' })).toBeVisible();
  });

  test('Learn More scrolls to the contact section', async ({ page }) => {
    await page.goto('/destinations');
    await waitForHydration(page);
    await expect(page.locator('#contact')).not.toBeInViewport();
    await page.getByRole('link', { name: 'Learn More about Panorama Route' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page).toHaveURL(/\/destinations(#contact)?$/);
  });

  test('the Activities tab groups activities by region, each with a duration and a button to the form', async ({ page }) => {
    await page.goto('/destinations');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Activities' }).click();
    const panel = page.getByRole('tabpanel');
    const groups: [string, number][] = [
      ['Kruger Surroundings', 8],
      ['Cape Town', 4],
      ['Botswana', 4],
      ['Zimbabwe', 3],
      ['Namibia', 1],
      ['Tanzania & Kenya', 1],
    ];
    for (const [region, count] of groups) {
      const group = panel.getByRole('region', { name: new RegExp(`^${region}`) });
      await expect(group.getByRole('article')).toHaveCount(count);
      await expect(group.getByRole('article').filter({ hasText: 'Duration:' })).toHaveCount(count);
      await expect(group.getByRole('link', { name: /^Enquire Now/ })).toHaveCount(count);
    }
    await expect(panel.getByRole('button', { name: /^Play Video/ })).toHaveCount(1);

    await panel.getByRole('link', { name: 'Enquire Now about Great Migration Safari' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the video activity tells the visitor the film is coming', async ({ page }) => {
    await page.goto('/destinations');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Activities' }).click();
    await page.getByRole('button', { name: 'Play Video about Cheetah Walk' }).click();
    await expect(page.getByText('Our cheetah walk film is coming soon')).toBeVisible();
  });

  for (const tab of ['Southern Africa', 'East Africa', 'National Parks', 'Activities']) {
    test(`has no accessibility violations on the ${tab} tab`, async ({ page }) => {
      await page.goto('/destinations');
      await waitForHydration(page);
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    });
  }
});
