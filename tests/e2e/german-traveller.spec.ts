import { unique, signIn } from './admin-helpers.ts';
import { mailTo, proposalLinkMailedTo } from './support/mail-files.ts';
import { expect, test, waitForHydration } from './support/test.ts';

// Issue 42: a German enquiry is answered in German, and its proposal opens in German on a phone and can be accepted.
const MAIL_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const SHOTS = 'test-results/german-traveller';
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a German traveller gets a German acknowledgement, reads a German proposal on a phone and accepts it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const origin = { Origin: baseURL! };
  const lastName = unique('Schmidt');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const inquiry = await page.request.post('/api/inquiries', {
    headers: origin,
    data: { firstName: 'Lena', lastName, email, packageType: 'elegant', groupSize: '1-2', message: 'Wir möchten das Okavango-Delta sehen.', locale: 'de' },
  });
  expect(inquiry.status()).toBe(201);
  const { id: inquiryId } = (await inquiry.json()) as { id: string };

  const acknowledgement = await mailTo(MAIL_DIR, email, /Safari-Anfrage/);
  expect(acknowledgement.text).toContain('Hallo Lena,');
  expect(acknowledgement.text).toContain('Wir melden uns innerhalb von 24 Stunden bei Ihnen.');

  const stops = [{ title: 'Das Okavango-Delta', description: 'Abholung am Flugfeld in Maun.', nights: 3, placeName: 'Khwai', lat: -19.15, lng: 23.8, meals: ['B', 'D'] }];
  const created = await page.request.post(`/api/admin/inquiries/${inquiryId}/proposals`, {
    headers: origin,
    data: { currency: 'USD', startDate: isoDay(150), adults: 2, validUntil: isoDay(10), stops, lines: [{ label: 'Delta-Safari pro Person', quantity: 2, unitPrice: 2425.5 }] },
  });
  expect(created.status()).toBe(201);
  const { id: proposalId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/admin/proposals/${proposalId}/send`, { headers: origin })).status()).toBe(202);
  const link = await proposalLinkMailedTo(MAIL_DIR, email);

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(link);
  await waitForHydration(phone);
  await expect(phone).toHaveTitle(/^Ihr Safari-Angebot/);
  await expect(phone.getByText(`Erstellt für Lena`)).toBeVisible();
  // Money as a German reader writes it: 4.851 $ for two at 2.425,50 $.
  await expect(phone.getByText('Gesamtpreis').first()).toBeVisible();
  await expect(phone.getByText(/^4\.851\s\$$/).first()).toBeVisible();
  await expect(phone.getByText(/2\.425,50\s\$/).first()).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Annehmen oder um Änderungen bitten' })).toBeVisible();

  const accept = phone.getByRole('form', { name: 'Dieses Angebot annehmen' });
  await accept.getByLabel('Vollständiger Name der Hauptperson').fill(`Lena ${lastName}`);
  await accept.getByLabel('Telefon').fill('+49 30 1234567');
  await accept.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen').check();
  await accept.getByRole('button', { name: 'Angebot annehmen' }).click();
  const accepted = phone.getByRole('region', { name: 'Sie haben dieses Angebot angenommen' });
  await expect(accepted.getByRole('heading', { name: 'Sie haben dieses Angebot angenommen' })).toBeFocused();
  await expect(accepted.getByText('So geht es weiter')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}-accepted-390.png`, fullPage: true });

  const confirmation = await mailTo(MAIL_DIR, email, /So leisten Sie Ihre Anzahlung|So bezahlen Sie Ihre Safari/);
  expect(confirmation.text).toContain('vielen Dank, dass Sie unser Angebot angenommen haben.');
  await phone.close();
});
