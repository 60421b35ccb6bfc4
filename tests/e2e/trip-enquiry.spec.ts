import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';
import { signIn, staffRequest, unique } from './admin-helpers.ts';

interface CreatedTrip {
  id: string;
  name: string;
  path: string;
}

const stop = (placeName: string, lat: number, lng: number, nights: number) => ({ title: placeName, description: '', nights, placeName, lat, lng });

/** A trip of this test's own, created by staff through the API in a session apart from the page's. */
async function createTrip(baseURL: string, fields: { name: string; type: string; itinerary: ReturnType<typeof stop>[] }) {
  const staff = await staffRequest(baseURL);
  const response = await staff.post('/api/admin/packages', {
    data: {
      price: 3400,
      duration: '8 days',
      description: 'A trip made by the trip enquiry test.',
      features: ['Game drives'],
      accommodation: 'Lodges',
      groupSize: '2-8 people',
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  const trip = (await response.json()) as CreatedTrip;
  await staff.dispose();
  return trip;
}

test.describe('enquiries that name the place and the trip, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a destination lists its trips, its Book button opens a form naming it, and the trip chosen reaches the desk', async ({ page, baseURL }) => {
    // Waits out the minimum fill time a person needs, so the enquiry is not filed as spam.
    test.slow();
    const trip = await createTrip(baseURL!, {
      name: unique('Cross Border Chobe Test'),
      type: 'Cross Border Adventure',
      itinerary: [stop('Kasane', -17.8167, 25.15, 3), stop('Victoria Falls', -17.9318, 25.8307, 2)],
    });
    const elsewhere = await createTrip(baseURL!, { name: unique('SA Standard Cape Test'), type: 'Local Safari', itinerary: [stop('Cape Town', -33.92, 18.42, 4)] });

    // The form's clock, so the minimum fill time a person needs passes without the test waiting for it.
    await page.clock.install();
    await page.goto('/chobe-detail');
    await waitForHydration(page);
    const trips = page.getByRole('region', { name: 'Trips that visit Chobe National Park' });
    await expect(trips.getByRole('link', { name: trip.name })).toHaveAttribute('href', trip.path);
    await expect(trips.getByText('From $3,400 per person sharing').first()).toBeVisible();
    await expect(trips.getByRole('link', { name: elsewhere.name })).toHaveCount(0);

    await page.getByRole('link', { name: 'Plan Your Visit' }).click();
    const contact = page.locator('#contact');
    await expect(contact).toBeInViewport();
    const form = contact.locator('form');
    await expect(form.getByLabel('Message')).toHaveValue(/^I'd like to visit Chobe National Park\./);
    const tripChoice = form.getByLabel('Trip (optional)');
    await expect(tripChoice).toHaveValue('');
    await expect(tripChoice.locator('option').first()).toHaveText('No particular trip');
    await expect(tripChoice.locator('option', { hasText: trip.name })).toHaveCount(1);
    await expect(tripChoice.locator('option', { hasText: elsewhere.name })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await tripChoice.selectOption({ label: trip.name });
    // The trip is the interest (issue 29): no Package Interest is guessed from its type.
    await expect(form.getByLabel('Package Interest')).toHaveValue('');
    const lastName = unique('Chobe');
    await form.getByLabel('First Name').fill('Thandi');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email').fill('thandi@example.com');
    await form.getByLabel('Group Size').selectOption('3-4');
    await form.getByLabel('Message').fill(`${await form.getByLabel('Message').inputValue()} We are four, in August.`);
    await page.clock.fastForward(3200);

    const stored = page.waitForResponse((response) => response.url().endsWith('/api/inquiries') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ packageId: trip.id, lastName });
    expect(response.request().postDataJSON()).not.toHaveProperty('packageType');
    await expect(page.getByText('Inquiry Sent!')).toBeVisible();
    await expect(form.getByLabel('Last Name')).toHaveValue('');
    const { id } = (await response.json()) as { id: string };

    await signIn(page);
    const detail = await page.request.get(`/api/admin/inquiries/${id}`);
    expect(detail.status()).toBe(200);
    const inquiry = (await detail.json()) as { lastName: string; message: string; package: CreatedTrip | null };
    expect(inquiry.lastName).toBe(lastName);
    expect(inquiry.message).toMatch(/^I'd like to visit Chobe National Park\..* We are four, in August\.$/s);
    expect(inquiry.package).toEqual({ id: trip.id, name: trip.name, path: trip.path });
  });

  test('an activity booked on the contact page is named there, with the trips that pass within reach', async ({ page, baseURL }) => {
    const trip = await createTrip(baseURL!, {
      name: unique('SA Standard Escarpment Test'),
      type: 'Local Safari',
      itinerary: [stop('Graskop', -24.93, 30.84, 2), stop('Skukuza', -24.996, 31.592, 3)],
    });
    await page.goto('/panorama-route');
    await page.getByRole('link', { name: 'Book the Panorama Route' }).first().click();
    await expect(page).toHaveURL(/\/contact\?about=panorama-route$/);
    await waitForHydration(page);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Plan Your Safari Adventure' }) });
    await expect(form.getByLabel('Additional Information')).toHaveValue(/^I'd like to book the Panorama Route tour during my trip\./);
    const tripChoice = form.getByLabel('Trip (optional)');
    await tripChoice.selectOption({ label: trip.name });
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
