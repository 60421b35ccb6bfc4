import { test, expect, expectNoAxeViolations, waitForHydration } from './support/test.ts';
import type { Page } from '@playwright/test';
import type { SafariPackage } from '#lib/domain/catalogue/catalogue.types.ts';

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function planForm(page: Page) {
  return page.getByRole('form', { name: 'Plan Your Safari Adventure' });
}

test('offers a phone link, a jump to the form and WhatsApp in a new tab', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const cards = page.getByRole('list', { name: 'Ways to reach us' });
  await expect(cards.getByRole('link').first()).toHaveAttribute('href', /^tel:\+?\d+$/);
  const whatsapp = cards.getByRole('link', { name: /Chat on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.+/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

  await cards.getByRole('link', { name: 'Go to the Form' }).click();
  await expect(page.getByRole('heading', { name: 'Plan Your Safari Adventure' })).toBeInViewport();
});

test('lists the four popular destinations with their badges and detail links', async ({ page }) => {
  await page.goto('/contact');
  const section = page.getByRole('region', { name: 'Popular Safari Destinations' });
  const expected = [
    ['/victoria-falls-detail', 'Wonder of World'],
    ['/chobe-detail', '140k+ Elephants'],
    ['/addo-elephant-detail', 'Big 7 Wildlife'],
    ['/cape-town-detail', 'Mother City'],
  ];
  const links = section.getByRole('link');
  await expect(links).toHaveCount(4);
  for (const [index, [href, badge]] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href!);
    await expect(links.nth(index)).toContainText(badge!);
  }
});

test('the form checks the required fields and the e-mail format before sending', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = planForm(page);
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Email is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('a sent inquiry stores the contact fields, shows the success toast and clears the form', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = planForm(page);
  const lastName = uniqueName('Contact');
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByLabel('Safari Type').selectOption('luxury');
  await form.getByLabel('Group Size').selectOption('2');
  await form.getByLabel('Budget Range (USD)').selectOption('10000-20000');
  await form.getByLabel('Additional Information').fill('Honeymoon in September.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/inquiries') && request.method() === 'POST');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ source: 'contact', lastName, phone: '+1 555 0100', safariType: 'luxury', groupSize: '2', budgetRange: '10000-20000' });
  await expect(page.getByText('Inquiry Sent!')).toBeVisible();
  await expect(form.getByLabel('Last Name')).toHaveValue('');
  await expect(form.getByLabel('Budget Range (USD)')).toHaveValue('');
});

test('a failed send shows the destructive toast and keeps the values', async ({ page, consoleErrors }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.route('**/api/inquiries', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' }));
  const form = planForm(page);
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill('Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Failed to send inquiry. Please try again.')).toBeVisible();
  await expect(form.getByLabel('Last Name')).toHaveValue('Hopper');
  // The browser reports the simulated 500 itself; that failure is the point of this test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 500/.test(error)));
});

test('an Inquire link’s package is preselected and named on the form', async ({ page, request }) => {
  const packages = (await (await request.get('/api/packages')).json()) as SafariPackage[];
  const chobe = packages.find((p) => p.name === 'Cross Border Chobe & Victoria Falls Adventure');
  expect(chobe).toBeDefined();
  await page.goto(`/contact?package=${chobe!.id}`);
  await waitForHydration(page);
  const form = planForm(page);
  await expect(form.getByText(`You are enquiring about the ${chobe!.name} package.`)).toBeVisible();
  await expect(form.getByLabel('Safari Type')).toHaveValue('cross-border');
  await expect(form.getByLabel('Additional Information')).toHaveValue(new RegExp(chobe!.name));
});

test('every WhatsApp link names the trip the visitor asks about, on its page and on the form it leads to (issue 29)', async ({ page, request }) => {
  const packages = (await (await request.get('/api/packages')).json()) as SafariPackage[];
  const chobe = packages.find((p) => p.name === 'Cross Border Chobe & Victoria Falls Adventure')!;
  const line = `Hello! I have a question about the ${chobe.name} trip.`;
  const prefilled = async (link: import('@playwright/test').Locator) => new URL((await link.getAttribute('href'))!).searchParams.get('text');
  const footerLink = () => page.getByRole('contentinfo').getByRole('link', { name: 'Chat on WhatsApp' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(chobe.path);
  expect(await prefilled(page.getByRole('navigation', { name: 'Call or message us' }).getByRole('link', { name: /WhatsApp/ }))).toBe(line);
  expect(await prefilled(footerLink())).toBe(line);

  await page.goto(`/contact?package=${chobe.id}`);
  expect(await prefilled(page.getByRole('list', { name: 'Ways to reach us' }).getByRole('link', { name: /Chat on WhatsApp/ }))).toBe(line);
  expect(await prefilled(footerLink())).toBe(line);

  // An activity's Book link names the activity; every link of the plain contact page opens with its one greeting.
  await page.goto('/contact?about=cheetah-walk');
  expect(await prefilled(footerLink())).toBe('Hello! I have a question about the Cheetah Walk.');
  await page.goto('/contact');
  expect(await prefilled(page.getByRole('list', { name: 'Ways to reach us' }).getByRole('link', { name: /Chat on WhatsApp/ }))).toBe("Hello! I'm interested in planning a safari with African Safari Tours.");
  expect(await prefilled(footerLink())).toBe("Hello! I'm interested in planning a safari with African Safari Tours.");
});

test('has no accessibility violations', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
