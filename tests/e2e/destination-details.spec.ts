import { DESTINATION_DETAILS } from '../../pages/(site)/destination-detail/details/index.ts';
import { test, expect, expectNoAxeViolations, waitForHydration } from './support/test.ts';

test.describe('destination detail pages', () => {
  test('each of the seventeen routes answers 200 with its own h1 and title', async ({ request }) => {
    test.slow();
    for (const [slug, record] of Object.entries(DESTINATION_DETAILS)) {
      const response = await request.get(`/${slug}-detail`);
      expect(response.status(), slug).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g), slug).toHaveLength(1);
      expect(html, slug).toMatch(new RegExp(`<h1[^>]*>${record.name.replace(/'/g, '&#x27;')}</h1>`));
      expect(html, slug).toContain(`<title>${record.title.replace(/'/g, '&#x27;')}`);
    }
  });

  test('any other -detail path, and the template folder itself, is a 404', async ({ request }) => {
    for (const path of ['/atlantis-detail', '/destination-detail', '/kruger-detail/extra']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('404 Page Not Found');
    }
  });

  test('Back to Destinations returns to the list', async ({ page }) => {
    await page.goto('/okavango-detail');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(page.getByRole('tab', { name: 'Southern Africa' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Plan Your Visit scrolls to the contact section', async ({ page }) => {
    await page.goto('/victoria-falls-detail');
    await waitForHydration(page);
    await expect(page.locator('#contact')).not.toBeInViewport();
    await page.getByRole('link', { name: 'Plan Your Visit' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
  });

  test('Masai Mara offers Quick Info and Book Your Safari', async ({ page }) => {
    await page.goto('/masai-mara-detail');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Quick Info' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
    await page.getByRole('link', { name: 'Book Your Safari' }).first().click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('Kilimanjaro lists six routes with durations and difficulty', async ({ page }) => {
    await page.goto('/kilimanjaro-detail');
    const routes = page.getByRole('region', { name: 'Trekking Routes' }).getByRole('listitem');
    await expect(routes).toHaveCount(6);
    await expect(routes.filter({ hasText: 'Marangu' })).toContainText('5-6 days');
    await expect(routes.filter({ hasText: 'Umbwe' })).toContainText('Hard');
    await expect(routes.filter({ hasText: 'Northern Circuit' })).toContainText('8-9 days');
    for (const figure of ['5,895 m', '1889', '65%']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preparation Tips' })).toBeVisible();
  });

  test('Zanzibar shows five beaches and its quick facts', async ({ page }) => {
    await page.goto('/zanzibar-detail');
    await expect(page.getByRole('region', { name: 'Best Beaches' }).getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Top Experiences' }).getByRole('listitem')).toHaveCount(6);
    for (const fact of ['Swahili and English', 'Tanzanian Shilling', 'Jun-Sep and Dec-Feb']) {
      await expect(page.getByText(fact, { exact: true })).toBeVisible();
    }
  });

  for (const slug of ['victoria-falls', 'kilimanjaro', 'zanzibar']) {
    test(`/${slug}-detail has no accessibility violations`, async ({ page }) => {
      await page.goto(`/${slug}-detail`);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }
});
