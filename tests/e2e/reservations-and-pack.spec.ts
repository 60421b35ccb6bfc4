import { signIn, unique } from './admin-helpers.ts';
import { readMails } from './support/mail-files.ts';
import { travellerPhone } from './support/traveller-phone.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

// Without SMTP_URL the e2e server writes its mail as .eml files under its DATA_DIR (playwright.config.ts).
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/reservations-and-pack';

/** The newest link of the form `/<kind>/<token>` mailed to `to`, waiting for the mail worker. */
async function linkMailedTo(kind: 'proposals' | 'reservations' | 'trips', to: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9_-]{20,})`, 'g');
  for (;;) {
    const links = (await readMails(MAIL_DIR))
      .filter((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((list) => list.value.some((a) => a.address?.toLowerCase() === to.toLowerCase())))
      .flatMap((mail) => [...(mail.text ?? '').matchAll(pattern)].map((match) => `/${kind}/${match[1]}`));
    if (links.length > 0) return links.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No /${kind}/ link mailed to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 1280, height: 900 } });

test('staff request a reservation, the lodge confirms on a phone, and the traveller’s pack opens again offline', async ({ page, browser, baseURL }) => {
  test.slow();
  await signIn(page);
  const origin = { Origin: baseURL! };

  // A camp of its own (a unique name and mailbox), and a booking whose one stop stays there.
  const camp = unique('Khwai Bush Camp');
  const campEmail = `${camp.replace(/\W+/g, '-').toLowerCase()}@example.com`;
  const supplier = await page.request.post('/api/admin/suppliers', { headers: origin, data: { name: camp, kind: 'camp', email: campEmail, phone: '+267 686 0001', address: 'Khwai, Botswana' } });
  expect(supplier.status()).toBe(201);
  const { id: supplierId } = (await supplier.json()) as { id: string };
  const lastName = unique('Pack');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const inquiry = await page.request.post('/api/inquiries', {
    headers: origin,
    data: { firstName: 'Naledi', lastName, email, packageType: 'elegant', groupSize: '1-2', message: 'Khwai in the dry season, please.' },
  });
  expect(inquiry.status()).toBe(201);
  const { id: inquiryId } = (await inquiry.json()) as { id: string };
  const stops = [{ title: 'Khwai concession', description: 'Game drives and walks', nights: 3, placeName: 'Khwai', lat: -19.15, lng: 23.75, lodge: camp, supplierId, meals: ['B', 'L', 'D'] }];
  const created = await page.request.post(`/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: origin,
    data: { currency: 'USD', startDate: isoDay(40), adults: 2, validUntil: isoDay(10), note: 'Your Khwai safari.', stops, lines: [{ label: 'Khwai per person', quantity: 2, unitPrice: 3000 }] },
  });
  expect(created.status()).toBe(201);
  const { id: proposalId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/admin/proposals/${proposalId}/send`, { headers: origin })).status()).toBe(202);
  const proposalLink = await linkMailedTo('proposals', email);
  const accepted = await page.request.post(`/api${proposalLink}/accept`, {
    headers: origin,
    data: { leadName: `Naledi ${lastName}`, phone: '+27 82 555 0101', travellers: [`Naledi ${lastName}`, 'Tumelo Sithole'], acceptTerms: true },
  });
  expect(accepted.status()).toBe(201);
  const { bookingId } = (await accepted.json()) as { bookingId: string };

  // Staff, 1280 px: request the reservations from the booking, then send the camp its request.
  await page.goto(`/admin/bookings/${bookingId}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: /^Reservations/ });
  await expect(panel).toContainText('0 of 0 confirmed');
  await panel.getByRole('button', { name: 'Request reservations' }).click();
  const reservation = panel.getByRole('listitem', { name: `Reservation at ${camp}` });
  await expect(reservation.getByText('Draft', { exact: true })).toBeVisible();
  await expect(reservation).toContainText('3 nights');
  await reservation.getByRole('button', { name: 'Send request' }).click();
  await expect(reservation.getByText('Requested', { exact: true })).toBeVisible();
  await expect(panel).toContainText('0 of 1 confirmed');
  await page.screenshot({ path: `${SHOTS}-booking-requested-1280.png`, fullPage: true });

  // The camp, on a phone (390 px): its link from the mail, one step to confirm with its own number.
  const lodge = await travellerPhone(browser, baseURL!);
  const opened = await lodge.phone.goto(await linkMailedTo('reservations', campEmail));
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await waitForHydration(lodge.phone);
  await expect(lodge.phone.getByRole('heading', { level: 1, name: /^Reservation request RES-/ })).toBeVisible();
  await expect(lodge.phone.getByText(`Naledi ${lastName} (lead), Tumelo Sithole`, { exact: false })).toBeVisible();
  await lodge.phone.getByLabel('Confirm', { exact: true }).check();
  await lodge.phone.getByLabel('Your confirmation number').fill('KBC-4471');
  await lodge.phone.getByRole('button', { name: 'Send answer' }).click();
  await expect(lodge.phone.getByText('Thank you: your answer is recorded.')).toBeVisible();
  await lodge.phone.screenshot({ path: `${SHOTS}-lodge-390.png`, fullPage: true });
  expect(lodge.errors, 'console errors on the lodge’s page').toEqual([]);
  await lodge.close();

  // Staff again: the booking shows it confirmed, with the camp's number.
  await page.reload();
  await waitForHydration(page);
  await expect(panel).toContainText('1 of 1 confirmed');
  await expect(reservation.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(reservation).toContainText('confirmation KBC-4471');
  await expect(reservation.getByRole('link', { name: 'Voucher (PDF)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-booking-confirmed-1280.png`, fullPage: true });
  // The lodge's answer waits for staff until they act on it: setting the status by hand marks it read.
  await expect(reservation.getByText('New answer to read')).toBeVisible();
  await reservation.getByRole('button', { name: 'Set status by hand' }).click();
  const statusForm = reservation.getByRole('form', { name: `Status of the reservation at ${camp}` });
  await expect(statusForm.getByLabel("Supplier's confirmation number")).toHaveValue('KBC-4471');
  // A provisional hold without its end date is refused under the field before anything is sent.
  const edits: string[] = [];
  const onRequest = (request: { method(): string; url(): string }) => void (request.method() === 'PUT' && edits.push(request.url()));
  page.on('request', onRequest);
  await statusForm.getByLabel('Status').selectOption('provisional');
  await statusForm.getByRole('button', { name: 'Save status' }).click();
  await expect(statusForm.getByText('Please say until when the rooms are held')).toBeVisible();
  await expect(statusForm.getByLabel('Held until')).toBeFocused();
  expect(edits).toEqual([]);
  page.off('request', onRequest);
  await statusForm.getByLabel('Status').selectOption('confirmed');
  await statusForm.getByRole('button', { name: 'Save status' }).click();
  await expect(reservation.getByText('New answer to read')).toHaveCount(0);
  await expect(reservation).toContainText('confirmation KBC-4471');

  // Paid in full (the voucher reaches the traveller), and the pack sent now rather than 14 days ahead.
  const paid = await page.request.post(`/api/admin/bookings/${bookingId}/payments`, { headers: origin, data: { amount: 6000, currency: 'USD', receivedOn: isoDay(0), method: 'bank transfer', reference: unique('FNB') } });
  expect(paid.status()).toBe(201);
  expect((await page.request.post(`/api/admin/bookings/${bookingId}/pack`, { headers: origin })).status()).toBe(202);
  const packLink = await linkMailedTo('trips', email);

  // The traveller's phone: the pack, saved for offline use once opened.
  const traveller = await travellerPhone(browser, baseURL!);
  const phone = traveller.phone;
  const pack = await phone.goto(packLink);
  expect(pack?.headers()['cache-control']).toContain('no-store');
  expect(pack?.headers()['referrer-policy']).toBe('no-referrer');
  await waitForHydration(phone);
  const itinerary = phone.getByRole('region', { name: 'Itinerary' });
  await expect(itinerary).toContainText('Khwai concession');
  await expect(itinerary).toContainText('Confirmation KBC-4471');
  await expect(phone.getByRole('img', { name: /Route map/ })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Packing list' })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Entry and health notes' })).toContainText('Botswana');
  const voucher = phone.getByRole('link', { name: `Voucher: ${camp}` });
  await expect(voucher).toBeVisible();
  await expect(phone.getByText('This pack is saved on this device')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: `${SHOTS}-pack-390.png`, fullPage: true });
  // Guest details, per traveller, for the lodges and the insurer.
  const form = phone.getByRole('form', { name: 'Guest details' });
  for (const [i, passport] of [['1', 'A1234567'], ['2', 'B7654321']] as const) {
    const group = form.getByRole('group', { name: `Traveller ${i}` });
    await group.getByLabel('Passport number').fill(passport);
    await group.getByLabel('Nationality').fill('South African');
    await group.getByLabel('Passport expiry').fill(isoDay(3000));
    await group.getByLabel('Date of birth').fill('1988-03-14');
  }
  await form.getByLabel('Dietary needs').first().fill('Vegetarian');
  await form.getByRole('button', { name: 'Save guest details' }).click();
  await expect(form.getByText('Your details are saved.')).toBeVisible();
  expect(traveller.errors, 'console errors on the pack').toEqual([]);

  // No signal: the pack opens again from the phone, with its itinerary and its voucher.
  await phone.context().setOffline(true);
  await phone.goto(packLink);
  await expect(phone.getByText(/Saved for offline use on \d{1,2} \w+ \d{4}/)).toBeVisible();
  await expect(itinerary).toContainText('Khwai concession');
  await expect(itinerary).toContainText('Confirmation KBC-4471');
  await expect(voucher).toBeVisible();
  const href = (await voucher.getAttribute('href'))!;
  const pdf = await phone.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type'), head: (await response.text()).slice(0, 5) };
  }, href);
  expect(pdf).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
  await phone.screenshot({ path: `${SHOTS}-pack-offline-390.png`, fullPage: true });
  await traveller.close();

  // Staff see the guest details on the booking.
  await page.reload();
  await waitForHydration(page);
  const guests = page.getByRole('region', { name: 'Guest details' });
  await expect(guests.getByRole('row', { name: /A1234567/ })).toContainText('Vegetarian');
  await expect(guests.getByRole('row', { name: /B7654321/ })).toContainText('South African');
});
