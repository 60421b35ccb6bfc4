import type { Request } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test.ts';
import { signIn, unique } from './admin-helpers.ts';

const LANDING = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring';

test('the contact form sends where the visit began, a hidden honeypot, its fill time, and one Idempotency-Key across a retry', async ({ page, consoleErrors }) => {
  // The form's clock, so the minimum fill time a person needs passes without the test waiting for it.
  await page.clock.install();
  await page.goto(LANDING);
  await waitForHydration(page);
  // A later page of the same visit keeps the landing page's source.
  await page.goto('/contact');
  await waitForHydration(page);

  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Plan Your Safari Adventure' }) });
  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(form.locator('[aria-hidden="true"] input[name="website"]')).toHaveCount(1);

  const lastName = unique('Lead');
  await form.getByLabel('First Name').fill('Noor');
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email').fill('noor@example.com');
  await form.getByLabel('Additional Information').fill('Came from the spring newsletter.');
  await page.clock.fastForward(3200);

  const sent: Request[] = [];
  let attempts = 0;
  await page.route('**/api/inquiries', async (route) => {
    sent.push(route.request());
    attempts += 1;
    // The first answer is lost (the server was restarting); the retry goes through.
    if (attempts === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' });
    else await route.continue();
  });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Failed to send inquiry. Please try again.')).toBeVisible();
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/inquiries') && response.status() === 201);
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await stored;
  await expect(page.getByText('Inquiry Sent!')).toBeVisible();
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 503/.test(error)));

  expect(sent).toHaveLength(2);
  const [first, retry] = await Promise.all(sent.map((request) => request.allHeaders()));
  expect(first!['idempotency-key']).toMatch(/^[\w-]{16,}$/);
  expect(retry!['idempotency-key']).toBe(first!['idempotency-key']);
  const body = sent[1]!.postDataJSON();
  expect(body).toMatchObject({
    source: 'contact',
    form: 'contact',
    website: '',
    landingPage: LANDING,
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
  });
  expect(body.fillMs).toBeGreaterThanOrEqual(3000);
  expect(body).not.toHaveProperty('referrer');

  // Staff see it as a New enquiry with its lead source.
  await signIn(page);
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: `Noor ${lastName}` }).click();
  const lead = page.getByRole('region', { name: 'Lead source' });
  await expect(lead.getByText('Contact page form')).toBeVisible();
  await expect(lead.getByText(LANDING)).toBeVisible();
  await expect(lead.getByText('newsletter', { exact: true })).toBeVisible();
  await expect(lead.getByText('spring', { exact: true })).toBeVisible();
});
