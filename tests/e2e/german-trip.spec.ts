import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { signIn, unique } from './admin-helpers.ts';
import { crossBorderTrip } from './support/trip-fixture.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

// Issue 42 (decision 204): staff write a trip's German and mark it reviewed; a German visitor on a phone then reads
// the trip in German at /de/packages/<slug>, and before that is sent to the English page.
test.use({ viewport: { width: 390, height: 844 } });

const german = (name: string) => ({
  name,
  description: 'Von Johannesburg über den Limpopo nach Botswana: Salzpfannen, das Okavango-Delta, die Elefanten am Chobe und zum Schluss die Victoriafälle.',
  itinerary: [
    { title: 'Ankunft in Johannesburg', description: 'Wir holen Sie am Flughafen ab.' },
    { title: 'Die Salzpfannen der Makgadikgadi', description: 'Erdmännchen im Morgengrauen.' },
    { title: 'Mit dem Mokoro durch das Okavango-Delta', description: 'Im Einbaum durch das Schilf.' },
    { title: 'Am Chobe', description: 'Elefanten am Wasser.' },
    { title: 'Victoriafälle und Heimreise', description: 'Ein Rundgang an den Fällen, dann Ihr Flug nach Hause.' },
  ],
  included: ['Alle Unterkünfte', 'Mahlzeiten wie angegeben'],
  excluded: ['Internationale Flüge', 'Visa'],
});

test('a reviewed German translation gives the trip a German page a phone visitor reads in German', async ({ page, browser, baseURL }) => {
  test.slow();
  await signIn(page);
  const origin = { Origin: baseURL! };
  const created = await page.request.post('/api/admin/packages', { headers: origin, data: { ...crossBorderTrip, name: unique('Kalahari to the Falls in German') } });
  expect(created.status()).toBe(201);
  const trip = (await created.json()) as Trip;
  const germanName = unique('Von der Kalahari zu den Fällen');
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

  // A draft: the German address sends the visitor to the English page.
  const draft = await page.request.put(`/api/admin/packages/${trip.id}/translations/de`, { headers: origin, data: { ...german(germanName), reviewed: false } });
  expect(draft.status()).toBe(200);
  await visitor.goto(`/de/packages/${trip.slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/packages/${trip.slug}$`));
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');

  // Reviewed: the German page, in German.
  const reviewed = await page.request.put(`/api/admin/packages/${trip.id}/translations/de`, { headers: origin, data: { ...german(germanName), reviewed: true } });
  expect(reviewed.status()).toBe(200);
  await visitor.goto(`/de/packages/${trip.slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/de/packages/${trip.slug}$`));
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(germanName);
  await expect(visitor.getByRole('heading', { name: 'Der Reiseverlauf' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Mit dem Mokoro durch das Okavango-Delta' })).toBeVisible();
  await expect(visitor.getByText('Internationale Flüge')).toBeVisible();
  // Money as a German reader writes it.
  await expect(visitor.getByText(/^3\.400(,00)?\s\$$/).first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/packages/${trip.slug}`);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(visitor);

  // /de/packages names the trip in German and leads to its German page.
  await visitor.goto('/de/packages');
  await waitForHydration(visitor);
  await visitor.getByRole('tab', { name: 'Länderübergreifend' }).click();
  await expect(visitor.getByRole('link', { name: germanName, exact: true })).toHaveAttribute('href', `/de/packages/${trip.slug}`);

  // The trip editor says the German is published.
  await page.goto(`/admin/packages/${trip.id}`);
  const section = page.getByRole('region', { name: 'German' });
  await expect(section.getByRole('status')).toContainText('Published in German');
  await expect(section.getByLabel('German name')).toHaveValue(germanName);
});
