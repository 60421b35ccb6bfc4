import type { APIRequestContext } from '@playwright/test';
import { signIn, unique } from './admin-helpers.ts';
import { linkMailedTo, proposalLinkMailedTo } from './support/mail-files.ts';
import { crossBorderTrip } from './support/trip-fixture.ts';
import { expect, test, waitForHydration } from './support/test.ts';

// Issue 39: after the deposit, everyone told the truth. The lodge (390 px) gets the lead's name and what the guests
// need, and must give a number to confirm; staff (1280 px) cancel only after a dialog that names what follows; the
// traveller (390 px) is shown no schedule once cancelled; a departure held for another traveller offers its waitlist.
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/after-the-deposit';
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A booking of a couple staying at one camp, its deposit paid and the camp's request sent. */
async function bookedAtACamp(request: APIRequestContext, origin: Record<string, string>) {
  const camp = unique('Khwai Camp');
  const campEmail = `${camp.replace(/\W+/g, '-').toLowerCase()}@example.com`;
  const made = await request.post('/api/admin/suppliers', { headers: origin, data: { name: camp, kind: 'camp', email: campEmail } });
  expect(made.status()).toBe(201);
  const supplierId = ((await made.json()) as { id: string }).id;
  const lastName = unique('Deposit');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const inquiry = await request.post('/api/inquiries', { headers: origin, data: { firstName: 'Amara', lastName, email, packageType: 'elegant', groupSize: '1-2', message: 'The Delta, please.' } });
  expect(inquiry.status()).toBe(201);
  const { id: inquiryId } = (await inquiry.json()) as { id: string };
  const stops = [{ title: 'The Khwai river', description: 'Collected at Maun airstrip.', nights: 3, placeName: 'Khwai', lat: -19.15, lng: 23.8, lodge: camp, supplierId, meals: ['B', 'L', 'D'] }];
  const created = await request.post(`/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: origin,
    data: { currency: 'USD', startDate: isoDay(120), adults: 2, validUntil: isoDay(10), stops, lines: [{ label: 'Khwai per person', quantity: 2, unitPrice: 2000 }] },
  });
  expect(created.status()).toBe(201);
  const { id: proposalId } = (await created.json()) as { id: string };
  expect((await request.post(`/api/admin/proposals/${proposalId}/send`, { headers: origin })).status()).toBe(202);
  const proposalLink = await proposalLinkMailedTo(MAIL_DIR, email);
  const accepted = await request.post(`/api${proposalLink}/accept`, { headers: origin, data: { leadName: `Amara ${lastName}`, phone: '+27 82 555 0112', travellers: ['Chidi Okafor'], acceptTerms: true } });
  expect(accepted.status()).toBe(201);
  const { bookingId } = (await accepted.json()) as { bookingId: string };
  expect((await request.post(`/api/admin/bookings/${bookingId}/payments`, { headers: origin, data: { amount: 1200, currency: 'USD', receivedOn: isoDay(0), method: 'bank transfer', reference: unique('FNB') } })).status()).toBe(201);
  const drafted = await request.post(`/api/admin/bookings/${bookingId}/reservations`, { headers: origin, data: {} });
  expect(drafted.status()).toBe(201);
  const [reservation] = ((await drafted.json()) as { items: { id: string }[] }).items;
  expect((await request.post(`/api/admin/reservations/${reservation!.id}/send`, { headers: origin })).status()).toBe(202);
  return { bookingId, lead: `Amara ${lastName}`, proposalLink, lodgeLink: await linkMailedTo('reservations', MAIL_DIR, campEmail) };
}

test('the lodge reads the lead first and must give a number to confirm; staff cancel after a dialog; the traveller sees no schedule', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const origin = { Origin: baseURL! };
  const { bookingId, lead, proposalLink, lodgeLink } = await bookedAtACamp(page.request, origin);

  // The lodge, on a phone: its own page, the lead named first, nothing chosen for it.
  const lodge = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await lodge.goto(lodgeLink);
  await waitForHydration(lodge);
  await expect(lodge.getByRole('navigation')).toHaveCount(0);
  await expect(lodge.getByText(`${lead} (lead)`)).toBeVisible();
  await expect(lodge.getByText('Chidi Okafor')).toBeVisible();
  await expect(lodge.getByRole('radio', { checked: true })).toHaveCount(0);
  await lodge.getByRole('radio', { name: 'Confirm' }).check();
  await lodge.getByRole('button', { name: 'Send answer' }).click();
  await expect(lodge.getByLabel('Your confirmation number')).toHaveAttribute('aria-invalid', 'true');
  await expect(lodge.getByText('Thank you: your answer is recorded.')).toHaveCount(0);
  await lodge.getByLabel('Your confirmation number').fill('KHW-2027-114');
  await lodge.getByRole('button', { name: 'Send answer' }).click();
  await expect(lodge.getByText('Thank you: your answer is recorded.')).toBeInViewport();
  await lodge.screenshot({ path: `${SHOTS}-lodge-390.png`, fullPage: true });
  await lodge.close();

  // Staff, at 1280 px: we cancel; the dialog names the refund of all that was paid and the lodge's cancellation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/bookings/${bookingId}`);
  await waitForHydration(page);
  await page.getByLabel('Who cancelled?').selectOption('operator');
  await page.getByLabel('Reason').fill('The camp flooded.');
  await page.getByRole('button', { name: 'Cancel booking…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('Mail the traveller a cancellation with a $1,200 refund, and cancel 1 lodge reservation.');
  await page.screenshot({ path: `${SHOTS}-cancel-1280.png` });
  await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByText(/^We cancelled on /)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // The traveller, on a phone: the booking cancelled, no deposit or balance still asked for.
  const traveller = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await traveller.goto(proposalLink);
  await expect(traveller.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(traveller.getByText(/Balance due|Balance to pay|Deposit to pay/)).toHaveCount(0);
  await traveller.screenshot({ path: `${SHOTS}-traveller-390.png`, fullPage: true });
  await traveller.close();
});

test('a departure held for another traveller says so and offers its waitlist, on a phone', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const origin = { Origin: baseURL! };
  const date = isoDay(150);
  const trip = await page.request.post('/api/admin/packages', { headers: origin, data: { ...crossBorderTrip, name: unique('Held Departure Trip'), departures: [{ date, seats: 1, blockedSeats: 0 }] } });
  expect(trip.status()).toBe(201);
  const { id: packageId, slug } = (await trip.json()) as { id: string; slug: string };
  const departureId = ((await (await page.request.get(`/api/admin/packages/${packageId}`)).json()) as { departures: { id: string }[] }).departures[0]!.id;
  const inquiry = await page.request.post('/api/inquiries', { headers: origin, data: { firstName: 'Noor', lastName: unique('Held'), email: 'noor.held@example.com', packageId, groupSize: '1-2', message: 'The Falls.' } });
  expect(inquiry.status()).toBe(201);
  const { id: inquiryId } = (await inquiry.json()) as { id: string };
  const created = await page.request.post(`/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: origin,
    data: { currency: 'USD', packageId, departureId, adults: 1, validUntil: isoDay(10), lines: [{ label: 'The trip per person', quantity: 1, unitPrice: 3900 }] },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.post(`/api/admin/proposals/${((await created.json()) as { id: string }).id}/send`, { headers: origin })).status()).toBe(202);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/packages/${slug}`);
  await expect(page.getByRole('cell', { name: /Held for another traveller/ })).toBeVisible();
  await expect(page.getByText('Sold out')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask to join the waitlist' }).click();
  await waitForHydration(page);
  await expect(page.getByLabel('Departure', { exact: true }).locator('option', { hasText: 'join the waitlist' })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}-held-390.png`, fullPage: false });
});
