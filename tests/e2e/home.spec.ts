import { test, expect, expectNoAxeViolations, waitForHydration } from './support/test.ts';
import type { Page } from '@playwright/test';

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillInquiry(page: Page, lastName: string) {
  const form = page.locator('#contact form');
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Package Interest').selectOption('elegant');
  await form.getByLabel('Group Size').selectOption('3-4');
  await form.getByLabel('Arrival Date').fill('2027-06-01');
  await form.getByLabel('Departure Date').fill('2027-06-12');
  await form.getByLabel('Message').fill('We would love to see leopards.');
  return form;
}

test('the server’s HTML has the sections in SPEC’s order, the featured packages and the testimonials', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const ids = [...html.matchAll(/<section[^>]* id="([^"]+)"/g)].map((match) => match[1]);
  expect(ids).toEqual(['home', 'about', 'packages', 'gallery', 'safety', 'contact']);
  for (const text of ['Elegant Safari Experience', 'Premium', 'Economical Safari Adventure', 'Value', 'Sarah Mitchell', 'Rated 5 out of 5']) {
    expect(html).toContain(text);
  }
});

test('shows SPEC’s content: comparison, Big Five, safety features, certifications and links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Your African Dream');
  await expect(page.getByRole('link', { name: 'Explore Safari Packages' })).toHaveAttribute('href', '#packages');
  const comparison = page.getByRole('table', { name: 'How the two safari styles compare' });
  await expect(comparison.getByRole('row', { name: /Duration/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Inquire Now/ }).first()).toHaveAttribute('href', /^\/contact\?package=/);
  await expect(page.getByRole('link', { name: 'View All Safari Packages' })).toHaveAttribute('href', '/packages');
  const safety = page.locator('#safety');
  await expect(safety.getByRole('heading', { level: 3 })).toContainText([
    'Medical Support', 'Communication', 'Expert Guidance', 'Insurance', 'Wildlife Safety', 'Vehicle Safety', 'Route Planning', '24/7 Support',
  ]);
  await expect(safety.getByText('Firearms proficiency and safety')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet the Big Five' })).toBeVisible();
  for (const animal of ['Lion', 'Elephant', 'Buffalo', 'Leopard', 'Rhino']) {
    await expect(page.getByRole('heading', { level: 3, name: animal, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'View Full Gallery' })).toHaveAttribute('href', '/gallery');
  await expect(page.getByRole('link', { name: 'View Wildlife Gallery' })).toHaveAttribute('href', '/gallery');
});

test('the gallery lightbox opens a photo and closes by Escape, the close button and the overlay', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const thumbnail = page.getByRole('button', { name: 'View larger: Tracking at sunrise' });
  const lightbox = page.getByRole('dialog', { name: 'Tracking at sunrise' });

  await thumbnail.click();
  await expect(lightbox.getByRole('img', { name: /binoculars/ })).toBeVisible();
  // Focus starts on its close button and Tab goes round inside it, never into the page behind.
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    await expect(lightbox.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnail).toBeFocused();

  await page.getByRole('button', { name: 'View larger: Savanna sunset' }).click();
  await page.getByRole('dialog', { name: 'Savanna sunset' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await thumbnail.click();
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(lightbox).toBeHidden();
});

test('Play Video says the film is coming instead of doing nothing', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Play Video' }).click();
  await expect(page.getByText('Our safari film is coming soon')).toBeVisible();
});

test('the inquiry form shows each required field’s message on an empty submit', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const form = page.locator('#contact form');
  await expect(form).toContainText('Africa is a day ahead of the US');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Please choose a package', 'Please choose a group size', 'Message is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('First Name')).toBeFocused();
});

test('a sent inquiry shows Sending…, then the success toast, and clears the form', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const lastName = uniqueName('Home');
  const form = await fillInquiry(page, lastName);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/inquiries', async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/inquiries'));
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('Inquiry Sent!')).toBeVisible();
  await expect(page.getByText("Thank you for your interest. We'll respond within 24 hours.")).toBeVisible();
  await expect(form.getByLabel('Last Name')).toHaveValue('');
  await expect(form.getByLabel('Package Interest')).toHaveValue('');
});

test('a failed send shows the destructive toast and keeps what was typed', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.route('**/api/inquiries', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' }));
  const lastName = uniqueName('Fail');
  const form = await fillInquiry(page, lastName);
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Failed to send inquiry. Please try again.')).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Last Name')).toHaveValue(lastName);
  await expect(form.getByLabel('Group Size')).toHaveValue('3-4');
  await expect(form.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
  // The browser reports the simulated 500 itself; that failure is the point of this test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 500/.test(error)));
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}
