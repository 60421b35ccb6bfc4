import { PUBLIC_ROUTES } from '../../server/seo/public-routes.ts';
import { test, expect, waitForHydration } from './support/test.ts';

/**
 * Issue 19: no public page is wider than a phone. A layout wider than the viewport lets the whole page slide
 * sideways under a thumb, and hides text past the right edge. Trips are data, so their pages come from the API.
 */
const WIDTHS = [320, 360, 390];
/** The pages are split between this many tests, so the suite's workers share the page loads. */
const PARTS = 3;

for (let part = 0; part < PARTS; part += 1) {
  test(`no public page is wider than a 320, 360 or 390 px phone (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const trips = (await (await request.get('/api/packages')).json()) as { path?: string }[];
    const paths = [...PUBLIC_ROUTES.map((route) => route.path), ...trips.flatMap((trip) => (trip.path ? [trip.path] : []))];
    const wide: string[] = [];
    for (const path of paths.filter((_, index) => index % PARTS === part)) {
      // Loaded once at the narrowest width, then widened: the layout follows the viewport's width at once.
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth !== width) wide.push(`${path} at ${width} px is ${scrollWidth} px wide`);
      }
    }
    expect(wide).toEqual([]);
  });
}

test('the enquiry toast fits a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/');
  // This test is about where the toast lies, so it sends once the page is interactive, like home.spec.
  await waitForHydration(page);
  const form = page.locator('#contact form');
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Toast');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Package Interest').selectOption('elegant');
  await form.getByLabel('Group Size').selectOption('3-4');
  await form.getByLabel('Message').fill('A quick question about June.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/inquiries'));
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  expect((await sent).status()).toBe(201);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'respond within 24 hours' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});
