import { test, expect, expectNoAxeViolations, waitForHydration } from './support/test.ts';

// Issue 42: a German visitor on a phone finds the German site from the English one and stays in German.
test.use({ viewport: { width: 390, height: 844 } });

test('switches from the English home page to the German one and moves through it in German', async ({ page }) => {
  // Two pages checked with axe on a phone-sized page.
  test.slow();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Deutsch' }).click();

  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erleben Sie Ihren Traum von Afrika');
  // Prices read as a German reader expects them: the point for thousands, the symbol after the amount.
  await expect(page.locator('#packages').getByText(/^\d{1,3}(\.\d{3})*(,\d{2})?\s\$$/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The menu is German and its links stay under /de where the page exists in German.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu.getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Unsere Guides' }).click();

  await expect(page).toHaveURL(/\/de\/guides$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lernen Sie Ihre Guides kennen');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/guides');
  await expectNoAxeViolations(page);
});

test('a German page shows the enquiry form’s messages in German', async ({ page }) => {
  test.slow();
  await page.goto('/de');
  await waitForHydration(page);
  const form = page.locator('#contact form');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByText('Bitte geben Sie Ihren Vornamen an.')).toBeVisible();
  await expect(form.getByText('Bitte wählen Sie eine Gruppengröße.')).toBeVisible();
  await expect(form.getByText(/required/i)).toHaveCount(0);
});

test('looks right on a phone and a desktop', async ({ page }) => {
  test.slow();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/de', '/de/guides', '/de/accommodations']) {
      await page.goto(path);
      // Nothing sticks out sideways (the header carries the language switch beside the menu).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
      if (process.env.GERMAN_SITE_SHOTS) await page.screenshot({ path: `${process.env.GERMAN_SITE_SHOTS}/${path.replaceAll('/', '_')}-${width}.png`, fullPage: false });
    }
  }
});
