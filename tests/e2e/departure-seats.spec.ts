import type { Page } from '@playwright/test';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { signIn, unique } from './admin-helpers.ts';
import { proposalLinkMailedTo } from './support/mail-files.ts';
import { PLACEHOLDER_SVG, isExternal } from './support/offline-images.ts';
import { crossBorderTrip } from './support/trip-fixture.ts';
import { travellerPhone } from './support/traveller-phone.ts';
import { expect, test, waitForHydration } from './support/test.ts';

// Issue 26: a proposal for a fixed departure holds its seats, the accept takes them, and the trip page shows both.
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/departure-seats';
const DATE = '2027-09-12';

/** The trip page's row for the departure, as a visitor sees it (the page comes from the render cache when it can). */
async function departureRow(page: Page, path: string) {
  await page.goto(path);
  return page.getByRole('table', { name: /Fixed group departures/ }).getByRole('row', { name: /12 Sep 2027/ });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a proposal for a departure holds its seats on the trip page at once, the accept keeps them taken, and a cancel gives them back', async ({ page, browser, baseURL }) => {
  test.slow();
  await signIn(page);
  const origin = { Origin: baseURL! };
  const created = await page.request.post('/api/admin/packages', {
    headers: origin,
    data: { ...crossBorderTrip, name: unique('Seats on the Falls'), departures: [{ date: DATE, seats: 6, blockedSeats: 1 }] },
  });
  expect(created.status()).toBe(201);
  const trip = (await created.json()) as Trip;
  const lastName = unique('Seats');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const enquiry = await page.request.post('/api/inquiries', {
    headers: origin,
    data: { firstName: 'Lindiwe', lastName, email, packageType: 'elegant', groupSize: '1-2', message: 'The September departure, please.' },
  });
  expect(enquiry.status()).toBe(201);
  const { id: inquiryId } = (await enquiry.json()) as { id: string };

  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.route((url) => isExternal(url.toString(), baseURL!), (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER_SVG }));
  await expect(await departureRow(visitor, trip.path)).toContainText('5 seats left');

  // Staff, 1280 px: a proposal for the departure, chosen in the editor's select.
  await page.goto(`/admin/inquiries/${inquiryId}/proposals/new`);
  await waitForHydration(page);
  await page.getByLabel('Trip', { exact: true }).selectOption({ label: trip.name });
  await page.getByLabel('Departure').selectOption({ label: '12 Sep 2027 (5 seats left)' });
  await expect(page.getByLabel('Start date')).toHaveCount(0);
  await page.getByLabel('Adults').fill('2');
  await page.getByLabel('Children').fill('0');
  await page.getByRole('button', { name: 'Fill from trip' }).click();
  await expect(page.getByText('Stops and prices copied from the trip')).toBeVisible();
  await page.getByRole('button', { name: 'Send to the traveller' }).click();
  await page.getByRole('dialog', { name: 'Send this proposal?' }).getByRole('button', { name: 'Send', exact: true }).click();
  await page.waitForURL(`/admin/inquiries/${inquiryId}`);

  // The hold shows on the public page at the next request.
  const held = await departureRow(visitor, trip.path);
  await expect(held).toContainText('3 seats left');
  await held.screenshot({ path: `${SHOTS}-held-1280.png` });
  await visitor.getByRole('table', { name: /Fixed group departures/ }).screenshot({ path: `${SHOTS}-departures-1280.png` });

  // The traveller, 390 px, accepts.
  const link = await proposalLinkMailedTo(MAIL_DIR, email);
  const traveller = await travellerPhone(browser, baseURL!);
  const phone = traveller.phone;
  await phone.goto(link);
  await waitForHydration(phone);
  const accept = phone.getByRole('form', { name: 'Accept this proposal' });
  await accept.getByLabel('Lead traveller’s full name').fill(`Lindiwe ${lastName}`);
  await accept.getByLabel('Phone').fill('+27 82 555 0102');
  await accept.getByLabel('I accept the terms and conditions').check();
  await accept.getByRole('button', { name: 'Accept this proposal' }).click();
  await expect(phone.getByRole('region', { name: 'You accepted this proposal' })).toBeVisible();

  // The seats stay taken (now by the booking), on the phone too.
  const taken = await departureRow(phone, trip.path);
  await expect(taken).toContainText('3 seats left');
  await phone.getByRole('table', { name: /Fixed group departures/ }).screenshot({ path: `${SHOTS}-departures-390.png` });
  expect(traveller.errors).toEqual([]);

  // Staff see the booking on the departure's manifest, linked from the trip editor.
  await page.goto(`/admin/packages/${trip.id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Manifest' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(trip.name) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Lindiwe ${lastName}`) })).toContainText('2');
  await page.screenshot({ path: `${SHOTS}-manifest-1280.png`, fullPage: true });

  // The owner cancels the booking from the manifest; its seats come back on the trip page at the next request.
  await page.getByRole('row', { name: new RegExp(`Lindiwe ${lastName}`) }).getByRole('link').first().click();
  await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  const cancel = page.getByRole('region', { name: 'Cancel the booking' });
  await cancel.getByLabel('Who cancelled?').selectOption('traveller');
  await cancel.getByLabel('Reason').fill('The party cannot travel in September');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  // Issue 39: nothing is sent before the dialog that names what will happen is answered.
  await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByRole('region', { name: 'Cancelled' })).toBeVisible();
  // The database tells every process's cache; a request that overtakes the notice by milliseconds is retried.
  await expect(async () => expect(await departureRow(visitor, trip.path)).toContainText('5 seats left', { timeout: 1000 })).toPass();
  // The traveller's link now says the booking is cancelled, and asks for no deposit.
  await phone.goto(link);
  await expect(phone.getByRole('region', { name: 'Your booking was cancelled' })).toContainText('By the terms, no refund is due');
  await expect(phone.getByText('Pay the deposit to')).toHaveCount(0);
  await traveller.close();
  await visitor.close();
});
