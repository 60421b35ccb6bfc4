import type { Page } from '@playwright/test';
import { signIn, unique } from './admin-helpers.ts';
import { proposalLinkMailedTo } from './support/mail-files.ts';
import { closeToast, expect, test, waitForHydration } from './support/test.ts';

// Issue 39 (R6, R8): the booking page in the order of the work after the deposit, and the pack's buttons on it.
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/booking-page-order';
const PARTS = ['money', 'reservations', 'pack', 'conversation', 'cancel'];

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The page's parts as laid out: their names in order from the top, each with its top edge. */
async function partsFromTop(page: Page): Promise<{ part: string; top: number }[]> {
  const parts = await page.locator('[data-part]').evaluateAll((nodes) => nodes.map((n) => ({ part: (n as HTMLElement).dataset.part!, top: n.getBoundingClientRect().top + window.scrollY })));
  return parts.sort((a, b) => a.top - b.top);
}

test('the booking page puts money first, then the reservations, the pack and guests, the conversation folded, and Cancel last', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const origin = { Origin: baseURL! };

  // Two camps of their own; a booking that stays at both.
  const camps = [unique('Satara Camp'), unique('Olifants Camp')];
  const supplierIds: string[] = [];
  for (const camp of camps) {
    const made = await page.request.post('/api/admin/suppliers', { headers: origin, data: { name: camp, kind: 'camp', email: `${camp.replace(/\W+/g, '-').toLowerCase()}@example.com` } });
    expect(made.status()).toBe(201);
    supplierIds.push(((await made.json()) as { id: string }).id);
  }
  const lastName = unique('Order');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const inquiry = await page.request.post('/api/inquiries', {
    headers: origin,
    data: { firstName: 'Lerato', lastName, email, packageType: 'elegant', groupSize: '1-2', message: 'The Kruger in winter, please.' },
  });
  expect(inquiry.status()).toBe(201);
  const { id: inquiryId } = (await inquiry.json()) as { id: string };
  const stops = [
    { title: 'Over the escarpment', description: 'Collected in Johannesburg in the morning, we drive east to the Kruger.', nights: 2, placeName: 'Satara Rest Camp', lat: -24.39, lng: 31.78, lodge: camps[0], supplierId: supplierIds[0], meals: ['B', 'D'] },
    { title: 'The northern rivers', description: 'North along the Olifants River.', nights: 2, placeName: 'Olifants Rest Camp', lat: -24.0, lng: 31.74, lodge: camps[1], supplierId: supplierIds[1], meals: ['B', 'D'] },
  ];
  const created = await page.request.post(`/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: origin,
    data: { currency: 'USD', startDate: isoDay(60), adults: 2, validUntil: isoDay(10), note: 'Your Kruger safari.', stops, lines: [{ label: 'Kruger per person', quantity: 2, unitPrice: 2500 }] },
  });
  expect(created.status()).toBe(201);
  const { id: proposalId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/admin/proposals/${proposalId}/send`, { headers: origin })).status()).toBe(202);
  const accepted = await page.request.post(`/api${await proposalLinkMailedTo(MAIL_DIR, email)}/accept`, {
    headers: origin,
    data: { leadName: `Lerato ${lastName}`, phone: '+27 82 555 0111', travellers: ['Sipho Nkosi'], acceptTerms: true },
  });
  expect(accepted.status()).toBe(201);
  const { bookingId } = (await accepted.json()) as { bookingId: string };
  // A conversation longer than three entries.
  for (const body of ['Called Lerato: arriving on the morning flight.', 'Asked Satara for a ground-floor unit.', 'Lerato prefers a vegetarian dinner.']) {
    expect((await page.request.post(`/api/admin/inquiries/${inquiryId}/notes`, { headers: origin, data: { body } })).status()).toBe(201);
  }
  // The deposit paid; the reservations requested, the first camp confirmed and the second still waiting.
  expect((await page.request.post(`/api/admin/bookings/${bookingId}/payments`, { headers: origin, data: { amount: 1500, currency: 'USD', receivedOn: isoDay(0), method: 'bank transfer', reference: unique('FNB') } })).status()).toBe(201);
  const drafted = await page.request.post(`/api/admin/bookings/${bookingId}/reservations`, { headers: origin, data: {} });
  expect(drafted.status()).toBe(201);
  const { items } = (await drafted.json()) as { items: { id: string; supplier: { name: string }; service: string; checkIn: string; checkOut: string }[] };
  for (const r of items) expect((await page.request.post(`/api/admin/reservations/${r.id}/send`, { headers: origin })).status()).toBe(202);
  const first = items.find((r) => r.supplier.name === camps[0])!;
  const confirmed = await page.request.post(`/api/admin/reservations/${first.id}/status`, { headers: origin, data: { status: 'confirmed', supplierReference: 'SAT-1' } });
  expect(confirmed.status()).toBe(200);

  // Staff at 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/bookings/${bookingId}`);
  await waitForHydration(page);
  expect((await partsFromTop(page)).map((p) => p.part)).toEqual(PARTS);
  await expect(page.getByTestId('reservation-summary')).toHaveText(`1 of 2 confirmed: chase ${camps[1]}`);
  // The conversation: its last three entries, the rest behind "Show all N", after the reservations.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  const folded = await timeline.getByRole('listitem').allInnerTexts();
  const showAll = page.getByRole('button', { name: /^Show all \d+$/ }).first();
  const total = Number((await showAll.textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(3);
  await page.screenshot({ path: `${SHOTS}-1280.png`, fullPage: true });
  await showAll.click();
  await expect(timeline.getByRole('listitem')).toHaveCount(total);
  const all = await timeline.getByRole('listitem').allInnerTexts();
  // The three shown were the latest three; the earlier ones, the notes among them, were a tap away.
  expect(all.slice(-3)).toEqual(folded);
  await expect(timeline).toContainText('Called Lerato: arriving on the morning flight.');
  await expect(timeline).toContainText('Lerato prefers a vegetarian dinner.');

  // The pack's buttons: the mail asks first and says how it went; opening mails nothing.
  const pack = page.getByRole('region', { name: 'Travel pack' });
  await pack.getByRole('button', { name: 'Send the travel pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the travel pack?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Send the mail' }).click();
  await expect(pack).toContainText('Mailed to the traveller.');
  await expect(page.getByText(`Travel pack sent to ${email}`)).toBeVisible({ timeout: 20_000 });
  await closeToast(page, page.getByText(`Travel pack sent to ${email}`));
  await expect(pack).toContainText('Mailed to the traveller.');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), pack.getByRole('button', { name: 'Open the pack' }).click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toMatch(/^\/trips\/[A-Za-z0-9_-]{43}$/);
  await expect(tab.getByRole('region', { name: 'Meeting point' })).toContainText('Collected in Johannesburg in the morning');
  await expect(tab.getByRole('form', { name: 'Guest details' }).getByRole('group', { name: 'Traveller 1' }).getByLabel('Full name', { exact: false }).first()).toHaveValue(`Lerato ${lastName}`);
  await tab.close();
  // Headless Chromium stops drawing a tab behind another: the dashboard is brought back before the next click.
  await page.bringToFront();
  await pack.getByRole('button', { name: 'Release vouchers' }).click();
  await page.getByRole('dialog', { name: 'Release the vouchers now?' }).getByRole('button', { name: 'Release vouchers' }).click();
  await expect(pack).toContainText('Vouchers: released early, in the pack.');
  await expect(page.getByText('Vouchers released: the traveller sees them in the pack')).toBeVisible({ timeout: 20_000 });
  await expect(pack).toContainText('Vouchers: released early, in the pack.');

  // A phone, 390 px: the same order, one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/bookings/${bookingId}`);
  await waitForHydration(page);
  const onPhone = await partsFromTop(page);
  expect(onPhone.map((p) => p.part)).toEqual(PARTS);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  test.info().annotations.push({ type: 'height at 390 px', description: `${height} px; reservations start at ${Math.round(onPhone[1]!.top)} px` });
  await page.screenshot({ path: `${SHOTS}-390.png`, fullPage: true });
});
