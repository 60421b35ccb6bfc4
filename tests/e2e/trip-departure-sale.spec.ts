import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { signIn, unique } from './admin-helpers.ts';
import { mailTo, proposalLinkMailedTo } from './support/mail-files.ts';
import { crossBorderTrip } from './support/trip-fixture.ts';
import { travellerPhone } from './support/traveller-phone.ts';
import { expect, test, waitForHydration } from './support/test.ts';

// Issue 29 at 390 px: enquire from a trip page choosing a departure; the proposal; a receipt for the deposit; the page says it was received.
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/trip-departure-sale';

test.use({ viewport: { width: 1280, height: 900 } });

test('a traveller enquires for a departure on a phone, gets the proposal, and sees the deposit received', async ({ page, browser, baseURL }) => {
  test.slow();
  await signIn(page);
  const origin = { Origin: baseURL! };
  // crossBorderTrip: 2027-05-10 with 3 seats left, 2027-08-02 full.
  const created = await page.request.post('/api/admin/packages', { headers: origin, data: { ...crossBorderTrip, name: unique('Departure Sale Trip') } });
  expect(created.status()).toBe(201);
  const trip = (await created.json()) as Trip & { path: string };

  // The traveller's phone: the trip page's form names the trip, asks no Package Interest, and offers the departures.
  const traveller = await travellerPhone(browser, baseURL!);
  const phone = traveller.phone;
  await phone.goto(trip.path);
  await waitForHydration(phone);
  const form = phone.getByRole('form', { name: 'Send Us an Inquiry' });
  await expect(form.getByText(trip.name, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Package Interest')).toHaveCount(0);
  const departure = form.getByLabel('Departure', { exact: true });
  await expect(departure.getByRole('option', { name: '2 Aug 2027 (full)' })).toBeDisabled();
  await form.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: `${SHOTS}-trip-form-390.png`, fullPage: true });

  const lastName = unique('Departure');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  await form.getByLabel('First Name').fill('Naledi');
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await departure.selectOption({ label: '10 May 2027 (3 seats left)' });
  await form.getByLabel('Group Size').selectOption('1-2');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(phone.getByText('Inquiry Sent!')).toBeVisible();

  // The desk sees the trip and the departure; staff send the draft the enquiry starts.
  const found = await page.request.get(`/api/admin/inquiries?q=${encodeURIComponent(lastName)}`);
  const inquiry = ((await found.json()) as { items: { id: string; tripName: string; departureOn: string }[] }).items[0]!;
  expect(inquiry).toMatchObject({ tripName: trip.name, departureOn: '2027-05-10' });
  await page.goto('/admin/inquiries');
  await waitForHydration(page);
  await expect(page.getByText(new RegExp(`${trip.name} · departure 10 May 2027`)).first()).toBeVisible();
  const draft = await (await page.request.get(`/api/admin/inquiries/${inquiry.id}/proposal-draft`)).json();
  expect(draft).toMatchObject({ startDate: '2027-05-10', partyToConfirm: '1-2' });
  const { departures: _offered, partyToConfirm: _asked, ...body } = draft;
  const proposal = await page.request.post(`/api/admin/inquiries/${inquiry.id}/proposals`, { headers: origin, data: { ...body, adults: 1 } });
  expect(proposal.status()).toBe(201);
  const { id: proposalId } = (await proposal.json()) as { id: string };
  expect((await page.request.post(`/api/admin/proposals/${proposalId}/send`, { headers: origin })).status()).toBe(202);

  // The traveller opens the link and accepts.
  const link = await proposalLinkMailedTo(MAIL_DIR, email);
  await phone.goto(link);
  await waitForHydration(phone);
  await expect(phone.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
  await expect(phone.getByText('Single supplement').first()).toBeVisible();
  const accept = phone.getByRole('form', { name: 'Accept this proposal' });
  await accept.getByLabel('Lead traveller’s full name').fill(`Naledi ${lastName}`);
  await accept.getByLabel('Phone').fill('+27 82 555 0199');
  await accept.getByLabel('I accept the terms and conditions').check();
  await accept.getByRole('button', { name: 'Accept this proposal' }).click();
  const accepted = phone.getByRole('region', { name: 'You accepted this proposal' });
  await expect(accepted.getByText('Deposit to pay')).toBeVisible();

  // Staff record the deposit; the traveller's page stops asking for it.
  const bookings = (await (await page.request.get('/api/admin/bookings')).json()) as { items: { id: string; reference: string; leadName: string; depositDue: number }[] };
  const booking = bookings.items.find((b) => b.leadName === `Naledi ${lastName}`)!;
  const paid = await page.request.post(`/api/admin/bookings/${booking.id}/payments`, {
    headers: origin,
    data: { amount: booking.depositDue, currency: 'USD', receivedOn: new Date().toISOString().slice(0, 10), method: 'bank transfer', reference: `E2E ${lastName}` },
  });
  expect(paid.status()).toBe(201);
  // The traveller's receipt: what was received, and what is still due by when.
  const receipt = await mailTo(MAIL_DIR, email, /payment received/);
  expect(receipt.subject).toContain(booking.reference);
  expect(receipt.text).toMatch(new RegExp(`we received your payment of \\$[\\d,.]+ on \\d{1,2} \\w{3} \\d{4} for booking ${booking.reference}\\.`));
  expect(receipt.text).toMatch(/The balance still due is \$[\d,.]+, payable by 11 Mar 2027\./);
  await phone.reload();
  await waitForHydration(phone);
  const confirmed = phone.getByRole('region', { name: 'Your safari is confirmed' });
  await expect(confirmed.getByText(/^Deposit received on \d{1,2} \w{3} \d{4}, balance \$[\d,.]+ due by 11 Mar 2027\.$/)).toBeVisible();
  await expect(phone.getByText('Deposit to pay')).toHaveCount(0);
  await phone.screenshot({ path: `${SHOTS}-proposal-390.png`, fullPage: true });
  expect(traveller.errors, 'console errors on the traveller’s page').toEqual([]);
  await traveller.close();

  // The same pages at 1280 px, to look at.
  await page.goto(trip.path);
  await page.screenshot({ path: `${SHOTS}-trip-form-1280.png`, fullPage: true });
  await page.goto(link);
  await page.screenshot({ path: `${SHOTS}-proposal-1280.png`, fullPage: true });
});
