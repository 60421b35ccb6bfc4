import { test, expect, expectNoAxeViolations, waitForHydration } from './support/test.ts';

test('an unknown path answers 404 with SPEC’s heading and text inside the site shell', async ({ page, request, consoleErrors }) => {
  const api = await request.get('/nope');
  expect(api.status()).toBe(404);

  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  // The browser reports the document's own 404 as a console error; answering 404 is the point here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 404/.test(error)));

  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});
