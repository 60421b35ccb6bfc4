import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';
import { crossBorderTrip, unpricedTrip } from './support/trip-fixture.ts';
import { staffRequest, unique } from './admin-helpers.ts';

interface Created {
  id: string;
  name: string;
  path: string;
}

let staff: APIRequestContext;
let origin: string;

/** Staff write trips through the admin API, as the trip editor does. */
async function createTrip(data: Record<string, unknown>): Promise<Created> {
  const response = await staff.post('/api/admin/packages', { data, headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Created;
}

test.beforeAll(async ({ baseURL }) => {
  origin = new URL(baseURL!).origin;
  staff = await staffRequest(baseURL!);
});
test.afterAll(() => staff?.dispose());

test.describe('a traveller on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('follows a card from /packages to its trip and reads it end to end', async ({ page }) => {
    const trip = await createTrip({ ...crossBorderTrip, name: unique('Cross Border Kalahari') });
    await page.goto('/packages');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Cross-Border' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: trip.name }) });
    await expect(card).toContainText('from $3,400');
    await card.getByRole('link', { name: trip.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === trip.path);

    await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
    await expect(page.getByText('per person sharing').first()).toBeVisible();

    // The itinerary: one entry per stop, with its days counted from the nights.
    const itinerary = page.locator('#itinerary');
    const stops = itinerary.getByRole('article');
    await expect(stops).toHaveCount(5);
    await expect(stops.nth(0)).toContainText('Day 1');
    await expect(stops.nth(1)).toContainText('Days 2-3');
    await expect(stops.nth(1).getByRole('heading', { name: 'Salt pans of the Makgadikgadi' })).toBeVisible();
    await expect(stops.nth(1).getByRole('link', { name: /Planet Baobab/ })).toHaveAttribute('href', 'https://example.com/planet-baobab');
    await expect(stops.nth(1)).toContainText('Meals included: Breakfast, lunch and dinner');
    await expect(stops.nth(4)).toContainText('Day 8');

    // The route map is a picture named by the stops in order.
    const map = page.getByRole('img', { name: /^Route map of the .+ 1 Johannesburg 2 Makgadikgadi Pans 3 Okavango Delta 4 Kasane 5 Victoria Falls$/ });
    await expect(map).toBeVisible();
    expect((await map.boundingBox())!.width).toBeLessThanOrEqual(390);

    const seasons = page.getByRole('table', { name: 'Price per person sharing, by season' });
    await expect(seasons.getByRole('row')).toHaveCount(4);
    await expect(seasons.getByRole('row', { name: /Dry season/ })).toContainText('$4,600');
    await expect(page.getByText('A single room adds $650 per person')).toBeVisible();

    await expect(page.getByRole('region', { name: 'Included', exact: true }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Not included', exact: true })).toContainText('International flights');
    const departures = page.getByRole('table', { name: /Fixed group departures/ });
    await expect(departures.getByRole('row', { name: /10 May 2027/ })).toContainText('3 seats left');
    await expect(departures.getByRole('row', { name: /2 Aug 2027/ })).toContainText('Sold out');
    await expect(page.getByRole('link', { name: /Okavango Delta/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: `Enquire about the ${trip.name}` })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await expectNoAxeViolations(page);
  });
});

test('a renamed trip’s old address answers 301 to its new one, and the page shows the new name at once', async ({ request }) => {
  const name = unique('Cross Border Rename');
  const trip = await createTrip({ ...crossBorderTrip, name });
  // Seen once, so the render cache holds it.
  expect(await (await request.get(trip.path)).text()).toContain(name);

  const renamed = await staff.put(`/api/admin/packages/${trip.id}`, { data: { ...crossBorderTrip, name: `${name} Renamed` }, headers: { Origin: origin } });
  expect(renamed.status()).toBe(200);
  const { path } = (await renamed.json()) as Created;
  expect(path).not.toBe(trip.path);

  const moved = await request.get(trip.path, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(path);
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(`${name} Renamed`);
});

test('a trip priced 0 says "Price on request" on its page, its card and its JSON-LD, never "$0"', async ({ request }) => {
  const trip = await createTrip({ ...unpricedTrip, name: unique('SA Standard On Request') });
  const html = await (await request.get(trip.path)).text();
  expect(html).toContain('Price on request');
  expect(html).not.toMatch(/\$0(?![\d,.])/);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!));
  const touristTrip = jsonLd.find((data) => data['@type'] === 'TouristTrip');
  expect(touristTrip.offers).not.toHaveProperty('price');
  // A trip without stops or departures still reads as a trip: planned with the traveller, private.
  expect(html).toContain('Private trip, any date you choose');

  const list = await (await request.get('/packages')).text();
  const card = list.slice(list.indexOf(trip.name), list.indexOf('</article>', list.indexOf(trip.name)));
  expect(card).toContain('Price on request');
  expect(card).not.toMatch(/\$0(?![\d,.])/);
});

test('an unknown or inactive trip is SPEC’s 404 page with HTTP 404', async ({ page, consoleErrors }) => {
  const hidden = await createTrip({ ...unpricedTrip, name: unique('SA Standard Hidden'), isActive: false });
  for (const path of ['/packages/no-such-trip', hidden.path]) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  }
  // The browser reports each document's own 404 as a console error; answering 404 is the point here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/status of 404/.test(error)));
});

test('the home page’s featured cards lead to their trips', async ({ page }) => {
  await page.goto('/');
  const premium = page.getByRole('article').filter({ has: page.getByText('Premium', { exact: true }) });
  const link = premium.getByRole('link', { name: 'Elegant Safari Experience', exact: true });
  await expect(link).toHaveAttribute('href', '/packages/elegant-safari-experience');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elegant Safari Experience' })).toBeVisible();
});
