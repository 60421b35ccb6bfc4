import { signIn, unique } from './admin-helpers.ts';
import { linkMailedTo, mailTo } from './support/mail-files.ts';
import { travellerPhone } from './support/traveller-phone.ts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './support/test.ts';

// Without SMTP_URL the e2e server writes its mail as .eml files under its DATA_DIR (playwright.config.ts).
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/trip-changes';
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 1280, height: 900 } });

test('staff record a change after the pack, the traveller sees it at the top of the pack and acknowledges it, and staff see it seen', async ({ page, browser, baseURL }) => {
  // A whole sale and a pack's page on a shared machine: the pack's other parts are checked by reservations-and-pack.
  test.setTimeout(360_000);
  await signIn(page);
  const origin = { Origin: baseURL! };

  // A booking whose pack has gone to the traveller: enquiry, proposal, accept, pack sent.
  const camp = unique('Savute Camp');
  const supplier = await page.request.post('/api/admin/suppliers', { headers: origin, data: { name: camp, kind: 'camp', email: `${camp.replace(/\W+/g, '-').toLowerCase()}@example.com` } });
  expect(supplier.status()).toBe(201);
  const { id: supplierId } = (await supplier.json()) as { id: string };
  const lastName = unique('Changes');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const inquiry = await page.request.post('/api/inquiries', { headers: origin, data: { firstName: 'Lerato', lastName, email, packageType: 'elegant', groupSize: '1-2', message: 'Savute in October, please.' } });
  expect(inquiry.status()).toBe(201);
  const { id: inquiryId } = (await inquiry.json()) as { id: string };
  const stops = [{ title: 'Savute channel', description: 'Game drives', nights: 2, placeName: 'Savute', lat: -18.57, lng: 24.06, lodge: camp, supplierId, meals: ['B', 'L', 'D'] }];
  const created = await page.request.post(`/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: origin,
    data: { currency: 'USD', startDate: isoDay(21), adults: 2, validUntil: isoDay(10), note: 'Your Savute safari.', stops, lines: [{ label: 'Savute per person', quantity: 2, unitPrice: 2500 }] },
  });
  expect(created.status()).toBe(201);
  const { id: proposalId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/admin/proposals/${proposalId}/send`, { headers: origin })).status()).toBe(202);
  const proposalLink = await linkMailedTo('proposals', MAIL_DIR, email);
  const accepted = await page.request.post(`/api${proposalLink}/accept`, { headers: origin, data: { leadName: `Lerato ${lastName}`, phone: '+27 82 555 0199', travellers: [`Lerato ${lastName}`], acceptTerms: true } });
  expect(accepted.status()).toBe(201);
  const { bookingId } = (await accepted.json()) as { bookingId: string };
  expect((await page.request.post(`/api/admin/bookings/${bookingId}/pack`, { headers: origin })).status()).toBe(202);
  const packLink = await linkMailedTo('trips', MAIL_DIR, email);

  // Staff, 1280 px: the change written on the booking, asked before it is mailed.
  await page.goto(`/admin/bookings/${bookingId}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'What changed' });
  await expect(panel).toContainText('No changes since the pack was sent.');
  // An empty summary is refused under its field, and nothing is sent.
  await panel.getByRole('button', { name: 'Tell the traveller' }).click();
  await expect(panel.getByText('Please say in a line what changed')).toBeVisible();
  await panel.getByLabel('What changed (one line)').fill('Your pickup at Kasane moves to 07:30');
  await panel.getByLabel('Details (optional)').fill('The charter flight leaves half an hour earlier.');
  await panel.getByRole('button', { name: 'Tell the traveller' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Tell the traveller' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText('Your pickup at Kasane moves to 07:30');
  await expect(panel.getByRole('listitem')).toContainText('Not seen yet');
  await page.screenshot({ path: `${SHOTS}-booking-1280.png`, fullPage: true });

  // The traveller's mail carries the pack's link.
  expect((await mailTo(MAIL_DIR, email, /^A change to your trip, booking AST-/)).text).toContain(packLink);

  // The traveller on a phone (390 px): "What changed" at the top of the pack, then "Seen".
  const traveller = await travellerPhone(browser, baseURL!);
  const phone = traveller.phone;
  await phone.goto(packLink);
  await waitForHydration(phone);
  const changes = phone.getByRole('region', { name: 'What changed' });
  await expect(changes).toContainText('Your pickup at Kasane moves to 07:30');
  await expect(changes).toContainText('The charter flight leaves half an hour earlier.');
  // At the top: above the emergency number and the itinerary.
  const top = await changes.boundingBox();
  const itinerary = await phone.getByRole('region', { name: 'Itinerary' }).boundingBox();
  expect(top!.y).toBeLessThan(itinerary!.y);
  // WCAG 2.2 AA on the new part (the rest of the pack is reservations-and-pack's).
  const axe = await new AxeBuilder({ page: phone }).include('section[aria-labelledby="changes-title"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`), 'accessibility violations').toEqual([]);
  await phone.screenshot({ path: `${SHOTS}-pack-390.png`, fullPage: true });
  await changes.getByRole('button', { name: /^Seen, thank you/ }).click();
  await expect(changes.getByText('✓ Seen')).toBeVisible();
  await expect(changes.getByRole('button', { name: /^Seen, thank you/ })).toHaveCount(0);
  // Still listed after a reload, marked as seen.
  await phone.reload();
  await waitForHydration(phone);
  await expect(changes).toContainText('Your pickup at Kasane moves to 07:30');
  await expect(changes.getByText('✓ Seen')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}-pack-seen-390.png`, fullPage: true });
  expect(traveller.errors, 'console errors on the pack').toEqual([]);
  await traveller.close();

  // Staff see it acknowledged.
  await page.reload();
  await waitForHydration(page);
  await expect(panel.getByRole('listitem')).toContainText(/Seen \d{1,2} \w+ \d{4}/);
  await expect(panel).not.toContainText('Not seen yet');
});
