import { test, expect, expectNoAxeViolations, waitForHydration } from './support/test.ts';

const bar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Call or message us' });

test('phones get a labelled call and WhatsApp bar; desktops do not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/packages');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', { name: /^Call us on / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(bar(page).getByRole('link', { name: /Message us on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar(page)).toBeHidden();
});

test('the bar steps aside while a form field has focus and never covers a submit button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Inquiry' }) }).first();

  await form.getByLabel('First Name').focus();
  await expect(bar(page)).toBeHidden();
  await form.getByLabel('First Name').blur();

  // The submit button at the very bottom of the screen, where the bar sits.
  const submit = form.getByRole('button', { name: 'Send Inquiry' });
  await submit.evaluate((button) => {
    const box = button.getBoundingClientRect();
    window.scrollBy(0, box.bottom - window.innerHeight + 4);
  });
  await expect(bar(page)).toBeHidden();

  // Scrolled back to the top, the bar returns.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar(page)).toBeVisible();
});
