import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

test.describe('accommodations', () => {
  test('shows the three types with their price ranges, galleries and Book buttons to the contact page', async ({ page }) => {
    const response = await page.goto('/accommodations');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const types = [
      { name: 'Luxury Lodges', price: '$400-800', book: 'Book a Luxury Lodge' },
      { name: 'Luxury Safari Tents', price: '$200-400', book: 'Book a Safari Tent' },
      { name: 'Standard Lodges', price: '$150-250', book: 'Book a Standard Lodge' },
    ];
    for (const type of types) {
      const card = page.getByRole('article', { name: type.name });
      await expect(card).toContainText(`${type.price} per night`);
      const photos = await card.getByRole('list', { name: `${type.name} photos` }).getByRole('listitem').count();
      expect(photos).toBeGreaterThanOrEqual(2);
      expect(photos).toBeLessThanOrEqual(3);
      await expect(card.getByRole('heading', { name: 'Features' })).toBeVisible();
      await expect(card.getByRole('link', { name: type.book })).toHaveAttribute('href', '/contact');
    }
  });

  test('shows Premium Amenities and the closing claims', async ({ page }) => {
    await page.goto('/accommodations');
    await expect(page.getByRole('heading', { level: 2, name: 'Premium Amenities' })).toBeVisible();
    const claims = page.getByRole('definition');
    await expect(claims.filter({ hasText: '15+' })).toBeVisible();
    await expect(claims.filter({ hasText: '100%' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Lodge locations' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Guest satisfaction' })).toBeVisible();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/accommodations');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
