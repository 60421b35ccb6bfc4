import { mkdir } from 'node:fs/promises';
import { signIn, unique } from './admin-helpers.ts';
import { proposalLinkMailedTo } from './support/mail-files.ts';
import { closeToast, expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

// Issue 40 (decisions 189-190): staff price a proposal from a rate card and see its margin; the traveller sees no
// cost; a raised rate shows as a per-line diff on the open proposal.
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/priced-proposal';
const year = new Date().getUTCFullYear() + 1;

const card = (amountMinor: number) => ({
  name: `${year} contract`, currency: 'ZAR', validFrom: `${year}-01-01`, validTo: `${year}-12-31`,
  seasons: [{ name: 'Green', ranges: [{ from: `${year}-01-01`, to: `${year}-12-31` }], priority: 0 }],
  rates: [{ season: 'Green', room: 'Luxury tent', mealPlan: 'FB', basis: 'per-person-sharing', amountMinor }],
  children: [],
});

test.use({ viewport: { width: 1280, height: 900 } });

test('staff price a proposal from rates and see its margin; the traveller sees no cost; a raised rate shows as a diff', async ({ page, browser, baseURL }) => {
  // Two axe runs and a second browser on a busy 2-core machine.
  test.setTimeout(300_000);
  await mkdir('test-results', { recursive: true });
  await signIn(page);
  const headers = { Origin: baseURL! };
  const lodge = unique('Marula Lodge');
  const supplier = await page.request.post('/api/admin/suppliers', { headers, data: { name: lodge, email: `${lodge.replace(/\W/g, '').toLowerCase()}@example.com` } });
  expect(supplier.status()).toBe(201);
  const supplierId = ((await supplier.json()) as { id: string }).id;
  const rateCard = await page.request.post(`/api/admin/suppliers/${supplierId}/rate-cards`, { headers, data: card(500_000) });
  expect(rateCard.status()).toBe(201);
  const rateCardId = ((await rateCard.json()) as { id: string }).id;
  const park = unique('e2e-park').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const fee = await page.request.post('/api/admin/park-fees', {
    headers,
    data: { parkId: park, parkName: 'Marula Reserve', authority: 'Marula Parks', tier: 'international', fromAge: 18, toAge: null, amountMinor: 60_200, currency: 'ZAR', effectiveFrom: `${year}-01-01`, effectiveTo: null, counting: 'per-night', source: 'https://parks.example/tariffs' },
  });
  expect(fee.status()).toBe(201);

  const lastName = unique('Priced');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const inquiry = await page.request.post('/api/inquiries', {
    headers,
    data: { firstName: 'Naledi', lastName, email, packageType: 'elegant', groupSize: '1-2', message: 'Three nights in the bush in June, please.' },
  });
  expect(inquiry.status()).toBe(201);
  const inquiryId = ((await inquiry.json()) as { id: string }).id;
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const draft = await page.request.post(`/api/admin/inquiries/${inquiryId}/proposals`, {
    headers,
    data: { currency: 'ZAR', startDate: `${year}-06-10`, adults: 2, validUntil, note: 'Dear Naledi, your three nights at Marula.', lines: [] },
  });
  expect(draft.status()).toBe(201);
  const proposalId = ((await draft.json()) as { id: string }).id;
  const editorUrl = `/admin/inquiries/${inquiryId}/proposals/${proposalId}`;

  // Staff, 1280 px: the draft's "Price from rates" form.
  await page.goto(editorUrl);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Price from rates' });
  await expect(form.getByLabel('First night')).toHaveValue(`${year}-06-10`);
  await form.getByLabel('Markup %').fill('20');
  const stop = form.getByRole('group', { name: 'Stop 1' });
  await stop.getByLabel('Supplier').selectOption({ label: lodge });
  await stop.getByLabel('Room').fill('Luxury tent');
  await stop.getByLabel('Meal plan').selectOption('FB');
  await stop.getByLabel('Nights').fill('3');
  await stop.getByLabel('Park (slug, optional)').fill(park);
  await expect(form.getByRole('group', { name: 'Traveller 2' })).toBeVisible();
  await form.getByRole('button', { name: 'Price from rates' }).click();

  const lodgeLine = `${lodge}, 3 nights, Luxury tent, full board, per person sharing`;
  const costs = page.getByRole('table', { name: 'Cost, sell and margin per line' });
  await expect(costs.getByRole('row', { name: new RegExp(lodgeLine) })).toContainText('ZAR 30,000ZAR 36,000ZAR 6,000');
  await expect(costs.getByRole('row', { name: /Total/ })).toContainText('ZAR 33,612ZAR 40,334.40ZAR 6,722.40');
  await expect(page.getByRole('group', { name: 'Line 1' }).getByLabel('Label')).toHaveValue(lodgeLine);
  // Per person sharing: once per adult, as issue 29's party check counts it, so no warning is shown.
  await expect(page.getByRole('group', { name: 'Line 1' }).getByLabel('Quantity')).toHaveValue('2');
  await expect(page.getByRole('group', { name: 'Line 1' }).getByLabel('Unit price (ZAR)')).toHaveValue('18000');
  await expect(page.getByText('The lines do not match the party')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('ZAR 40,334.40');
  // Checked once the toast has gone: axe reads a toast mid-animation as faint text.
  await closeToast(page, page.getByText('Priced from rates', { exact: true }));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}-editor-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Send to the traveller' }).click();
  await page.getByRole('dialog', { name: 'Send this proposal?' }).getByRole('button', { name: 'Send', exact: true }).click();
  await page.waitForURL(`/admin/inquiries/${inquiryId}`);

  // The traveller, 390 px: the lines and their prices, no cost and no margin.
  const link = await proposalLinkMailedTo(MAIL_DIR, email);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const traveller = await phone.newPage();
  await traveller.goto(link);
  await waitForHydration(traveller);
  await expect(traveller.getByText(lodgeLine)).toBeVisible();
  const html = await traveller.content();
  expect(html).not.toMatch(/margin|cost price|33,612|6,722\.40|costMinor/i);
  await traveller.screenshot({ path: `${SHOTS}-traveller-390.png`, fullPage: true });
  await phone.close();

  // The owner raises the rate (a new version); the open proposal shows what each line would sell for now.
  const raised = await page.request.put(`/api/admin/rate-cards/${rateCardId}`, { headers, data: card(550_000) });
  expect(raised.status()).toBe(200);
  await page.goto(editorUrl);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Rates changed since sent' })).toBeVisible();
  const diff = page.getByRole('table', { name: 'Price sent and price now per line' });
  await expect(diff.getByRole('row', { name: new RegExp(lodgeLine) })).toContainText('ZAR 36,000ZAR 39,600');
  await expect(diff.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}-repriced-1280.png`, fullPage: true });
});
