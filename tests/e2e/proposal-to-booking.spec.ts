import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
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
  // The whole sale in one walk: 72 s alone on a quiet machine, past 135 s with both cores busy (decision 206).
  test.setTimeout(300_000);
  await mkdir('test-results', { recursive: true });
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

  // Issue 29: saved as a draft, then previewed as the traveller will see it (page and PDF) before it is sent.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(new RegExp(`/admin/inquiries/${inquiryId}/proposals/[0-9a-f-]{36}$`));
  await waitForHydration(page);
  const editorUrl = page.url();
  const previewLink = page.getByRole('link', { name: 'Preview as the traveller sees it' });
  await expect(previewLink).toHaveAttribute('target', '_blank');
  const previewPath = (await previewLink.getAttribute('href'))!;
  expect(previewPath).toMatch(/^\/admin\/proposals\/[0-9a-f-]{36}\/preview$/);
  const pdfPath = (await page.getByRole('link', { name: 'Preview the PDF' }).getAttribute('href'))!;
  // Opened here rather than in a new tab, so the page's checks (console errors, offline photos) cover it.
  const previewed = await page.goto(previewPath);
  expect(previewed?.headers()['cache-control']).toBe('private, no-store');
  await waitForHydration(page);
  const marker = page.getByRole('complementary', { name: 'Preview — not sent' });
  await expect(marker).toContainText(`Version 1 as Thandi will see it once you send it.`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
  await expect(page.getByText('Dear Thandi, here is your trip to the Falls.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price breakdown' }).getByRole('row', { name: /Total/ })).toContainText('$9,500');
  await expect(page.getByRole('button', { name: 'Accept this proposal' })).toBeDisabled();
  await noHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}-preview-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}-preview-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const previewPdf = await page.request.get(pdfPath);
  expect(previewPdf.headers()['content-type']).toBe('application/pdf');
  expect(previewPdf.headers()['content-disposition']).toMatch(/^inline; filename="safari-proposal-kalahari-to-the-falls-.*-thandi-proposal-.*-v1-preview\.pdf"$/);
  await writeFile(`${SHOTS}-preview.pdf`, await previewPdf.body());
  await marker.getByRole('link', { name: 'Back to the editor' }).click();
  await page.waitForURL(editorUrl);
  await waitForHydration(page);

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
  // Once sent, the page shows what was sent (issue 29), not an empty form.
  const changes = phone.getByRole('region', { name: 'Ask for changes' });
  await changes.getByLabel('What would you like to change?').fill('Could Sipho have a room of his own?');
  await changes.getByRole('button', { name: 'Send my request' }).click();
  const status = changes.getByRole('status');
  await expect(status.getByText('Thank you, we have your request')).toBeVisible();
  await expect(status.getByText('Could Sipho have a room of his own?', { exact: true })).toBeVisible();
  await expect(status.getByText('A copy of your request is on its way to your e-mail.')).toBeVisible();
  await expect(changes.getByLabel('What would you like to change?')).toHaveCount(0);

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

  // Staff again: the accepted version's editor says so (issue 29), and offers nothing to save.
  await page.goto(editorUrl);
  await waitForHydration(page);
  await expect(page.getByText('The traveller accepted this version: it can no longer change.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);

  // The booking, the deposit recorded, confirmed.
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
  // The conversation is folded to its last three entries (issue 39): the earlier ones are a tap away.
  await page.getByRole('button', { name: /^Show all \d+$/ }).first().click();
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
  // Scrolled to (the page is taller on a phone): in view means not cut off sideways.
  await payment.scrollIntoViewIfNeeded();
  await expect(payment.getByText('FNB 4471')).toBeInViewport({ ratio: 1 });
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
  // Who cancelled decides the refund (issue 39): the traveller's cancellation follows the terms.
  await cancel.getByLabel('Who cancelled?').selectOption('traveller');
  await expect(cancel).toContainText('Refund due if cancelled on this day: $2,850');
  await cancel.getByLabel('Reason').fill('The traveller cannot travel');
  await cancel.getByRole('button', { name: 'Cancel booking…' }).click();
  // Nothing is sent before the dialog that says what will happen is answered.
  const asked = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(asked).toContainText('Mail the traveller a cancellation with a $2,850 refund');
  await asked.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  const cancelled = page.getByRole('region', { name: 'Cancelled' });
  await expect(cancelled).toContainText('the 90-or-more-days band, 50 % of the total');
  await expect(cancelled).toContainText('$2,850');
  await expect(page.getByRole('region', { name: 'Booking history' }).getByText(/^Cancelled by the traveller on/)).toBeVisible();
  // A cancelled booking has no payment schedule left (issue 39): no reminder is listed as still to come.
  await expect(page.getByRole('region', { name: 'Balance reminders' })).toContainText('None: the booking is cancelled, so no reminder goes.');
  await page.screenshot({ path: `${SHOTS}-cancelled-1280.png`, fullPage: true });
  await closeToast(page, page.getByText('Booking cancelled', { exact: true }));
  await expectNoAxeViolations(page);
});

test('a note carried over from version 1 is marked in version 2’s editor until staff change it (issue 29)', async ({ page, baseURL }) => {
  await signIn(page);
  const origin = { Origin: baseURL! };
  const lastName = unique('Carried');
  const posted = await page.request.post('/api/inquiries', {
    headers: origin,
    data: { firstName: 'Ayanda', lastName, email: `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`, packageType: 'elegant', groupSize: '1-2', message: 'Kruger in May.' },
  });
  expect(posted.status()).toBe(201);
  const { id: inquiryId } = (await posted.json()) as { id: string };
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post(`/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: origin,
    data: { validUntil, adults: 2, note: 'Dear Ayanda, the lodge has a pool.', lines: [{ label: 'Kruger lodge per person', quantity: 2, unitPrice: 2400 }] },
  });
  expect(created.status()).toBe(201);
  const v1 = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/admin/proposals/${v1.id}/send`, { headers: origin })).status()).toBe(202);

  // Version 1's editor: saving a sent version makes version 2, the note with it.
  await page.goto(`/admin/inquiries/${inquiryId}/proposals/${v1.id}`);
  await waitForHydration(page);
  const v1Note = page.getByLabel('Note to the traveller');
  await expect(v1Note).toHaveAccessibleDescription('Shown at the top of the proposal and in the e-mail.');
  await expect(page.getByRole('button', { name: 'Copy traveller link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/admin/proposals/${v1.id}/pdf`);
  await page.getByRole('button', { name: 'Save as the next version' }).click();
  await expect(page.getByText('Proposal, version 2')).toBeVisible();
  await waitForHydration(page);
  const note = page.getByLabel('Note to the traveller');
  await expect(note).toHaveValue('Dear Ayanda, the lodge has a pool.');
  await expect(note).toHaveAccessibleDescription('Carried over from version 1, word for word: check it still fits this version before sending.');
  await expect(page.locator('[data-carried]')).toBeVisible();
  await closeToast(page, page.getByText('Proposal saved', { exact: true }));
  await expectNoAxeViolations(page);
  await page.locator('#terms').screenshot({ path: `${SHOTS}-carried-note-1280.png` });
  // Edited: its own note, no longer marked.
  await note.fill('Dear Ayanda, version 2 adds a night in the Panorama.');
  await expect(note).toHaveAccessibleDescription('Shown at the top of the proposal and in the e-mail.');
  await expect(page.locator('[data-carried]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Proposal saved', { exact: true })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Note to the traveller')).toHaveValue('Dear Ayanda, version 2 adds a night in the Panorama.');
  await expect(page.locator('[data-carried]')).toHaveCount(0);
});
