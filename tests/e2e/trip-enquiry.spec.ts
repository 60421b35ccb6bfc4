import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';
import { signIn, unique } from './admin-helpers.ts';

// A seeded trip with stops at Kasane (Chobe) and Victoria Falls.
const CHOBE_TRIP = 'Cross Border Chobe & Victoria Falls Adventure';

test.describe('enquiries that name the place and the trip, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a destination lists its trips, its Book button opens a form naming it, and the trip chosen reaches the desk', async ({ page }) => {
    // Waits out the minimum fill time a person needs, so the enquiry is not filed as spam.
    test.slow();
    await page.goto('/chobe-detail');
    await waitForHydration(page);

    const trips = page.getByRole('region', { name: 'Trips that visit Chobe National Park' });
    const tripLink = trips.getByRole('link', { name: CHOBE_TRIP });
    await expect(tripLink).toHaveAttribute('href', /^\/packages\/[a-z0-9-]+$/);
    const tripPath = await tripLink.getAttribute('href');
    // A Cape Town trip has no stop in Chobe.
    await expect(trips.getByRole('link', { name: /Garden Route/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Plan Your Visit' }).click();
    const contact = page.locator('#contact');
    await expect(contact).toBeInViewport();
    const form = contact.locator('form');
    await expect(form.getByLabel('Message')).toHaveValue(/^I'd like to visit Chobe National Park\./);
    const tripChoice = form.getByLabel('Trip (optional)');
    await expect(tripChoice).toHaveValue('');
    await expect(tripChoice.locator('option').first()).toHaveText('No particular trip');
    await expect(tripChoice.locator('option', { hasText: CHOBE_TRIP })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await tripChoice.selectOption({ label: CHOBE_TRIP });
    // A cross-border trip is a Custom Package among SPEC's three interests.
    await expect(form.getByLabel('Package Interest')).toHaveValue('custom');
    const lastName = unique('Chobe');
    await form.getByLabel('First Name').fill('Thandi');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email').fill('thandi@example.com');
    await form.getByLabel('Group Size').selectOption('3-4');
    await form.getByLabel('Message').fill(`${await form.getByLabel('Message').inputValue()} We are four, in August.`);
    await page.waitForTimeout(3200);

    const stored = page.waitForResponse((response) => response.url().endsWith('/api/inquiries') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    const response = await stored;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent.packageId).toEqual(expect.any(String));
    await expect(page.getByText('Inquiry Sent!')).toBeVisible();
    await expect(form.getByLabel('Last Name')).toHaveValue('');
    const { id } = (await response.json()) as { id: string };

    await signIn(page);
    const detail = await page.request.get(`/api/admin/inquiries/${id}`);
    expect(detail.status()).toBe(200);
    const inquiry = (await detail.json()) as { lastName: string; message: string; package: { id: string; name: string; path: string } | null };
    expect(inquiry.lastName).toBe(lastName);
    expect(inquiry.message).toMatch(/^I'd like to visit Chobe National Park\..* We are four, in August\.$/s);
    expect(inquiry.package).toEqual({ id: sent.packageId, name: CHOBE_TRIP, path: tripPath });
  });

  test('an activity booked on the contact page is named there, with the trips that pass within reach', async ({ page }) => {
    await page.goto('/panorama-route');
    await page.getByRole('link', { name: 'Book the Panorama Route' }).first().click();
    await expect(page).toHaveURL(/\/contact\?about=panorama-route$/);
    await waitForHydration(page);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Plan Your Safari Adventure' }) });
    await expect(form.getByLabel('Additional Information')).toHaveValue(/^I'd like to book the Panorama Route tour during my trip\./);
    const tripChoice = form.getByLabel('Trip (optional)');
    await expect(tripChoice.locator('option', { hasText: 'SA Standard Panorama & Kruger Explorer' })).toHaveCount(1);
    await tripChoice.selectOption({ label: 'SA Standard Panorama & Kruger Explorer' });
    await expect(form.getByLabel('Safari Type')).toHaveValue('local-sa');
    await expectNoAxeViolations(page);
  });

  test('a contact page asked about something it does not know shows the plain form', async ({ page }) => {
    await page.goto('/contact?about=atlantis');
    await waitForHydration(page);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Plan Your Safari Adventure' }) });
    await expect(form.getByLabel('Additional Information')).toHaveValue('');
    await expect(form.getByLabel('Trip (optional)')).toHaveCount(0);
  });
});
