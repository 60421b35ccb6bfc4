import type { Page } from '@playwright/test';
import type { Trip } from '#database/dto.ts';
import { signIn, unique } from './admin-helpers.ts';
import { proposalLinkMailedTo } from './support/mail-files.ts';
import { crossBorderTrip } from './support/trip-fixture.ts';
import { travellerPhone } from './support/traveller-phone.ts';
import { closeToast, expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

// The e2e server has no SMTP_URL: its mail is .eml files under its DATA_DIR (playwright.config.ts; E2E_DATA_DIR
// names another server's, with E2E_BASE_URL).
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/proposal-to-booking';

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no horizontal scrolling').toBe(0);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('staff send a proposal from a trip, the traveller accepts it on a phone, staff record the deposit', async ({ page, browser, baseURL }) => {
  test.slow();
  await signIn(page);
  const origin = { Origin: baseURL! };
  const tripResponse = await page.request.post('/api/admin/packages', { headers: origin, data: { ...crossBorderTrip, name: unique('Kalahari to the Falls') } });
  expect(tripResponse.status()).toBe(201);
  const trip = (await tripResponse.json()) as Trip;
  const lastName = unique('Proposal');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const sent = await page.request.post('/api/inquiries', {
    headers: origin,
    data: { firstName: 'Thandi', lastName, email, packageType: 'elegant', groupSize: '1-2', message: 'Botswana and the Falls in July, please.' },
  });
  expect(sent.status()).toBe(201);
  const { id: inquiryId } = (await sent.json()) as { id: string };

  // Staff, 1280 px: the enquiry's Proposals panel → a new proposal from the trip.
  await page.goto(`/admin/inquiries/${inquiryId}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Proposals' });
  await expect(panel.getByText('No proposal yet.')).toBeVisible();
  await panel.getByRole('link', { name: 'New proposal' }).click();
  await page.waitForURL(`/admin/inquiries/${inquiryId}/proposals/new`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: `For Thandi ${lastName}` })).toBeVisible();
  await page.getByLabel('Trip', { exact: true }).selectOption({ label: trip.name });
  await page.getByLabel('Start date').fill('2027-07-15');
  await page.getByLabel('Adults').fill('2');
  await page.getByLabel('Children').fill('0');
  await page.getByRole('button', { name: 'Fill from trip' }).click();
  await expect(page.getByText('Stops and prices copied from the trip')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Itinerary' }).getByRole('region', { name: 'Stop 3: Okavango Delta by mokoro' })).toBeVisible();
  // This traveller's own itinerary: three nights in Johannesburg instead of the trip's one.
  await page.getByRole('region', { name: 'Stop 1: Arrival in Johannesburg' }).getByLabel('Nights', { exact: true }).fill('3');
  const firstLine = page.getByRole('group', { name: 'Line 1' });
  await expect(firstLine.getByLabel('Label')).toHaveValue(/per person/);
  await expect(firstLine.getByLabel('Quantity')).toHaveValue('2');
  await expect(firstLine.getByLabel('Unit price')).toHaveValue('4600');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('USD 9,200');

  // A line by hand: the total and the deposit follow as staff type.
  await page.getByRole('button', { name: 'Add a line' }).click();
  const secondLine = page.getByRole('group', { name: 'Line 2' });
  await secondLine.getByLabel('Label').fill('Chobe river cruise per group');
  await secondLine.getByLabel('Unit price').fill('300');
  await expect(totals).toContainText('USD 9,500');
  await expect(totals).toContainText('USD 2,850');
  await page.getByLabel('Note to the traveller').fill('Dear Thandi, here is your trip to the Falls.');
  // Checked once the toast has gone: axe reads a toast mid-animation as faint text.
  await closeToast(page, page.getByText('Stops and prices copied from the trip'));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}-editor-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Send to the traveller' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this proposal?' });
  await expect(confirm.getByText(email, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await page.waitForURL(`/admin/inquiries/${inquiryId}`);
  await expect(panel.getByText('Version 1')).toBeVisible();
  await expect(panel.getByText('Sent', { exact: true })).toBeVisible();
  await expect(panel.getByText('Not opened yet', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText(/^Proposal sent/)).toBeVisible();

  // The traveller, 390 px: the link from the mail.
  const link = await proposalLinkMailedTo(MAIL_DIR, email);
  const traveller = await travellerPhone(browser, baseURL!);
  const phone = traveller.phone;
  // Once seen, the page reports the view by beacon (decision 143); the GET itself records nothing.
  const beacon = phone.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api${link}/views`);
  const opened = await phone.goto(link);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(phone);
  await beacon;
  await expect(phone.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
  await expect(phone.getByText('Prepared for Thandi', { exact: true })).toBeVisible();
  await expect(phone.getByText('Dear Thandi, here is your trip to the Falls.')).toBeVisible();
  await expect(phone.getByRole('img', { name: new RegExp(`Route map of the ${trip.name}`) })).toBeVisible();
  await expect(phone.getByText('Delta Tented Camp')).toBeVisible();
  await expect(phone.getByRole('listitem').filter({ hasText: 'Arrival in Johannesburg' }).getByText('3 nights', { exact: true })).toBeVisible();
  const price = phone.getByRole('region', { name: 'Price breakdown' });
  await expect(price.getByRole('row', { name: /Total/ })).toContainText('$9,500');
  await expect(price.getByRole('row', { name: /Deposit to confirm \(30%\)/ })).toContainText('$2,850');
  await expect(price.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
  await expect(phone.getByRole('region', { name: 'What is included' }).getByText('Park and border fees')).toBeVisible();
  await noHorizontalScroll(phone);
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: `${SHOTS}-traveller-390.png`, fullPage: true });

  // A question first: it reaches the desk, and the proposal can still be accepted.
  const changes = phone.getByRole('form', { name: 'Ask for changes' });
  await changes.getByLabel('What would you like to change?').fill('Could Sipho have a room of his own?');
  await changes.getByRole('button', { name: 'Send my request' }).click();
  await expect(changes.getByText('Thank you, we have your request')).toBeVisible();

  const accept = phone.getByRole('form', { name: 'Accept this proposal' });
  await accept.getByRole('button', { name: 'Accept this proposal' }).click();
  await expect(accept.getByText('Please accept the terms and conditions')).toBeVisible();
  await accept.getByLabel('Lead traveller’s full name').fill(`Thandi ${lastName}`);
  await accept.getByLabel('Phone').fill('+27 82 555 0101');
  await accept.getByLabel('Other travellers’ full names').fill('Sipho Dlamini');
  await accept.getByLabel('I accept the terms and conditions').check();
  await accept.getByRole('button', { name: 'Accept this proposal' }).click();
  const accepted = phone.getByRole('region', { name: 'You accepted this proposal' });
  await expect(accepted.getByRole('heading', { name: 'You accepted this proposal' })).toBeFocused();
  const reference = (await accepted.getByText(/^AST-[2-9A-Z]{4}$/).textContent())!;
  await expect(accepted.getByText('$2,850')).toBeVisible();
  // Where to pay (the e2e database may or may not have bank details in its settings).
  await expect(accepted.getByRole('region', { name: 'Pay the deposit to' })).toContainText(
    new RegExp(`Quote ${reference} as the payment reference\\.|We’ll send our bank details by e-mail\\.`),
  );
  await noHorizontalScroll(phone);
  await phone.screenshot({ path: `${SHOTS}-accepted-390.png`, fullPage: true });
  // Opened again, the page says so from the server: no form to accept twice.
  await phone.reload();
  await waitForHydration(phone);
  await expect(phone.getByText(reference)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Accept this proposal' })).toHaveCount(0);
  await expectNoAxeViolations(phone);
  expect(traveller.errors, 'console errors on the traveller’s page').toEqual([]);
  await traveller.close();

  // Staff again: the booking, the deposit recorded, confirmed.
  await page.goto('/admin/bookings');
  await waitForHydration(page);
  await page.getByRole('link', { name: reference }).click();
  await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: reference })).toBeVisible();
  await expect(page.getByText('Deposit due', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Travellers' }).getByText('Sipho Dlamini')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where the traveller pays' })).toContainText(
    new RegExp(`Quote ${reference} as the payment reference\\.|We’ll send our bank details by e-mail\\.`),
  );
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Version 1: Could Sipho have a room of his own?')).toBeVisible();
  // Opened twice by the same phone within the hour (the reload above): one view.
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Version 1 opened by the traveller', { exact: true })).toBeVisible();
  const record = page.getByRole('region', { name: 'Record payment' });
  await record.getByLabel('Amount').fill('2850');
  await record.getByLabel('Reference', { exact: true }).fill('FNB 4471');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' }).getByRole('row', { name: /FNB 4471/ })).toContainText('$2,850');
  await expect(page.getByRole('region', { name: 'Balance reminders' }).getByText('Planned', { exact: true })).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}-booking-1280.png`, fullPage: true });
  await closeToast(page, page.getByText('Payment recorded', { exact: true }));
  await expectNoAxeViolations(page);

  // The owner's phone, 390 px: the payment and the booking's figures are in view, not behind a sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  const payment = page.getByRole('region', { name: 'Payments' }).getByRole('listitem').filter({ hasText: 'FNB 4471' });
  await expect(payment).toContainText('$2,850');
  await expect(payment.getByText('FNB 4471')).toBeInViewport();
  await noHorizontalScroll(page);
  await page.goto('/admin/bookings');
  await waitForHydration(page);
  const card = page.getByRole('list', { name: 'Bookings, the next payment due first' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: reference }) });
  await expect(card).toContainText('15 Jul 2027');
  // Scrolled to (the card is taller now it names the next payment): in view means not behind a sideways scroll.
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('$6,650', { exact: true })).toBeInViewport();
  await expect(card.getByText('Balance $6,650 by 16 May 2027')).toBeInViewport();
  await noHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}-bookings-390.png`, fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The Overview counts it.
  await page.goto('/admin');
  await waitForHydration(page);
  const figures = page.getByRole('region', { name: 'Proposals and bookings' });
  await expect(figures.getByText('Accepted', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-overview-1280.png`, fullPage: true });

  // The owner cancels by the terms (issue 26): over 90 days ahead, 50 % of $9,500 is more than the $2,850 paid.
  await page.goto('/admin/bookings');
  await waitForHydration(page);
  await page.getByRole('link', { name: reference }).click();
  await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  const cancel = page.getByRole('region', { name: 'Cancel the booking' });
  await expect(cancel).toContainText('Refund due if cancelled on this day: $2,850');
  await cancel.getByLabel('Reason').fill('The traveller cannot travel');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  const cancelled = page.getByRole('region', { name: 'Cancelled' });
  await expect(cancelled).toContainText('the 90-or-more-days band, 50 % of the total');
  await expect(cancelled).toContainText('$2,850');
  await expect(page.getByRole('region', { name: 'Booking history' }).getByText(/^Cancelled on/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance reminders' }).getByText('Stopped: booking cancelled', { exact: true })).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}-cancelled-1280.png`, fullPage: true });
  await closeToast(page, page.getByText('Booking cancelled', { exact: true }));
  await expectNoAxeViolations(page);
});
