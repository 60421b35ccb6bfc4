import type { Page } from '@playwright/test';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { forgiveRefusals, signIn, unique } from './admin-helpers.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

/** A trip of two stops and one season, made through the API with the page's own session. */
async function makeTrip(page: Page, name = unique('E2E Kruger trip')): Promise<Trip> {
  const response = await page.request.post('/api/admin/packages', {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      name,
      type: 'Local Safari',
      price: 3900,
      duration: '6 days',
      description: 'Six days in the southern Kruger, made by the trip editor test.',
      features: ['Game drives'],
      accommodation: 'Lodges',
      groupSize: '2-6 people',
      isActive: true,
      itinerary: [
        { title: 'Arrival at Skukuza', description: 'Flight to Skukuza and an afternoon drive.', nights: 2, placeName: 'Skukuza', lat: -24.996, lng: 31.592 },
        { title: 'Sabi Sand game drives', description: 'Tracking leopard with the rangers.', nights: 3, placeName: 'Sabi Sand', lat: -24.84, lng: 31.49, meals: ['B', 'D'] },
      ],
      seasons: [{ label: 'High season', from: '07-01', to: '10-31', pricePerPerson: 5200 }],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Trip;
}

async function adminTrip(page: Page, id: string): Promise<Trip> {
  const response = await page.request.get(`/api/admin/packages/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Trip;
}

async function openEditor(page: Page, trip: Trip) {
  await page.goto('/admin/packages');
  await waitForHydration(page);
  await page.getByRole('link', { name: `Edit ${trip.name}` }).click();
  await expect(page).toHaveURL(`/admin/packages/${trip.id}`);
  await expect(page.getByRole('heading', { level: 2, name: trip.name })).toBeVisible();
}

const stop = (page: Page, number: number) => page.getByRole('region', { name: new RegExp(`^Stop ${number}\\b`) });
const season = (page: Page, number: number) => page.getByRole('group', { name: `Season ${number}` });

for (const width of [390, 1280]) {
  test.describe(`trip editor at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });
    // Each test is a journey through the list, the editor and the API: more than one screen's time.
    test.beforeEach(() => test.slow());

    test('adds a stop, reorders stops by keyboard, edits a season and saves: the public trip follows', async ({ page }) => {
      await signIn(page);
      const trip = await makeTrip(page);
      await openEditor(page, trip);
      await expect(stop(page, 1).getByText('Days 1-2')).toBeVisible();
      await expect(stop(page, 2).getByText('Days 3-5')).toBeVisible();

      await page.getByRole('button', { name: 'Add stop' }).click();
      const added = stop(page, 3);
      await expect(added.getByLabel('Stop title')).toBeFocused();
      await added.getByLabel('Stop title').fill('Panorama Route day trip');
      await added.getByLabel('Place name').fill('Graskop');
      await added.getByLabel('Nights').fill('0');
      await added.getByLabel('Latitude').fill('-24.934');
      await added.getByLabel('Longitude').fill('30.841');
      await added.getByLabel('Breakfast').check();
      await added.getByLabel('Activities (one per line)').fill("God's Window\n\nBourke's Luck Potholes");

      // The keyboard's way to move a stop: its own "Move up" button, focus following the stop.
      const moveUp = page.getByRole('button', { name: 'Move up Panorama Route day trip' });
      await moveUp.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Panorama Route day trip moved to position 2 of 3.' })).toBeAttached();
      await expect(moveUp).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'moved to position 1 of 3.' })).toBeAttached();
      // At the top "Move up" is disabled, so the keyboard lands on the same stop's "Move down".
      await expect(page.getByRole('button', { name: 'Move down Panorama Route day trip' })).toBeFocused();
      await expect(stop(page, 1).getByLabel('Stop title')).toHaveValue('Panorama Route day trip');
      // A day trip of no nights shares its day with the stop after it, as the trip page groups them.
      await expect(stop(page, 1).getByText('Days 1-2')).toBeVisible();
      await expect(stop(page, 2).getByText('Days 1-2')).toBeVisible();
      await expect(stop(page, 3).getByText('Days 3-5')).toBeVisible();

      await season(page, 1).getByLabel('Season name').fill('Peak season');
      await season(page, 1).getByLabel('Price per person (USD)').fill('5400');
      await page.getByRole('button', { name: 'Save Package' }).click();
      await expect(page.getByText('Package updated')).toBeVisible();

      const saved = await adminTrip(page, trip.id);
      expect(saved.itinerary.map((s) => s.title)).toEqual(['Panorama Route day trip', 'Arrival at Skukuza', 'Sabi Sand game drives']);
      expect(saved.itinerary[0]).toMatchObject({ placeName: 'Graskop', nights: 0, lat: -24.934, lng: 30.841, meals: ['B'], activities: ["God's Window", "Bourke's Luck Potholes"] });
      expect(saved.seasons).toEqual([{ label: 'Peak season', from: '07-01', to: '10-31', pricePerPerson: 5400 }]);

      // What visitors are served: the public trip in its new order.
      const visitor = await page.request.get(`/api/packages/${trip.slug}`);
      expect(visitor.status()).toBe(200);
      const publicTrip = (await visitor.json()) as Trip;
      expect(publicTrip.itinerary.map((s) => s.placeName)).toEqual(['Graskop', 'Skukuza', 'Sabi Sand']);
      expect(publicTrip.fromPrice).toBe(5400);

      // A fresh load shows what was stored.
      await page.reload();
      await waitForHydration(page);
      await expect(stop(page, 1).getByLabel('Stop title')).toHaveValue('Panorama Route day trip');
      await expect(stop(page, 1).getByLabel('Breakfast')).toBeChecked();
      await expect(season(page, 1).getByLabel('Price per person (USD)')).toHaveValue('5400');
      await expect(page.getByRole('link', { name: /Preview the trip page/ })).toHaveAttribute('href', trip.path);
      await expect(page.getByRole('link', { name: /Preview the trip page/ })).toHaveAttribute('target', '_blank');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'no horizontal scrolling').toBe(0);
      await expectNoAxeViolations(page);
    });

    test('an overlapping season is shown beside its field and nothing is saved; server messages land beside their fields', async ({ page, consoleErrors }) => {
      await signIn(page);
      const trip = await makeTrip(page);
      await openEditor(page, trip);
      await page.getByRole('button', { name: 'Add season' }).click();
      const shoulder = season(page, 2);
      await shoulder.getByLabel('Season name').fill('Shoulder');
      await shoulder.getByLabel('From (MM-DD)').fill('10-15');
      await shoulder.getByLabel('To (MM-DD)').fill('11-30');
      await shoulder.getByLabel('Price per person (USD)').fill('4100');
      let saves = 0;
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes('/api/admin/packages/')) saves++;
      });
      await page.getByRole('button', { name: 'Save Package' }).click();
      await expect(shoulder.getByText('This season overlaps another season (High season)')).toBeVisible();
      await expect(shoulder.getByLabel('From (MM-DD)')).toBeFocused();
      await expect(shoulder.getByLabel('From (MM-DD)')).toHaveAttribute('aria-invalid', 'true');
      expect(saves).toBe(0);
      expect((await adminTrip(page, trip.id)).seasons).toHaveLength(1);

      // The same rule on the server (a body the browser did not check) answers with the field's path.
      const refused = await page.request.put(`/api/admin/packages/${trip.id}`, {
        headers: { Origin: new URL(page.url()).origin },
        data: { ...trip, seasons: [...trip.seasons, { label: 'Shoulder', from: '10-15', to: '11-30', pricePerPerson: 4100 }] },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).errors).toEqual({ 'seasons.1': 'This season overlaps another season (High season)' });
      expect((await adminTrip(page, trip.id)).seasons).toHaveLength(1);

      // A refusal the browser could not foresee (here: another stop's coordinates) sits beside that stop's field.
      await shoulder.getByLabel('From (MM-DD)').fill('11-01');
      await page.route(`**/api/admin/packages/${trip.id}`, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ message: 'Please correct the highlighted fields', errors: { 'itinerary.1.lat': 'Latitude must be a number between -90 and 90' } }),
            })
          : route.continue(),
      );
      await page.getByRole('button', { name: 'Save Package' }).click();
      await expect(page.getByText('Failed to update package')).toBeVisible();
      await expect(stop(page, 2).getByText('Latitude must be a number between -90 and 90')).toBeVisible();
      await expect(stop(page, 2).getByLabel('Latitude')).toBeFocused();
      forgiveRefusals(consoleErrors, 400);
    });

    test('a stop dragged by its handle to the top of the list becomes the first stop', async ({ page }) => {
      await signIn(page);
      const trip = await makeTrip(page);
      await openEditor(page, trip);
      const handle = stop(page, 2).getByTitle('Drag to reorder');
      await handle.scrollIntoViewIfNeeded();
      const box = (await handle.boundingBox())!;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, box.y + box.height / 2);
      await page.mouse.down();
      // Held near the window's top edge, the page scrolls up until the first stop is below the pointer.
      await page.mouse.move(x, 12, { steps: 10 });
      for (let i = 0; i < 60; i++) await page.mouse.move(x, 10 + (i % 2));
      await page.mouse.up();
      await expect(page.getByRole('status').filter({ hasText: 'Sabi Sand game drives moved to position 1 of 2.' })).toBeAttached();
      await expect(stop(page, 1).getByLabel('Stop title')).toHaveValue('Sabi Sand game drives');
      await expect(stop(page, 1).getByText('Days 1-3')).toBeVisible();
      await expect(stop(page, 2).getByText('Days 4-5')).toBeVisible();

      // Folded to their titles, the stops fit the screen for reordering; their values are kept.
      await page.getByLabel('Show titles only').check();
      await expect(page.getByLabel('Stop title')).toHaveCount(0);
      await expect(stop(page, 1).getByText('Sabi Sand · 3 nights')).toBeVisible();
      await page.getByLabel('Show titles only').uncheck();
      await expect(stop(page, 2).getByLabel('Place name')).toHaveValue('Skukuza');
    });

    test('duplicates a trip into an inactive copy and opens its editor', async ({ page }) => {
      await signIn(page);
      const trip = await makeTrip(page);
      await openEditor(page, trip);
      await page.getByRole('button', { name: 'Duplicate trip' }).click();
      await expect(page.getByText('Trip duplicated')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `${trip.name} (copy)` })).toBeVisible();
      await expect(page).not.toHaveURL(`/admin/packages/${trip.id}`);
      await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(page.getByText(/This trip is inactive, so visitors cannot see it/)).toBeVisible();
      await expect(page.getByRole('link', { name: /Preview the trip page/ })).toHaveCount(0);
      await expect(stop(page, 2).getByLabel('Stop title')).toHaveValue('Sabi Sand game drives');
      const copyId = new URL(page.url()).pathname.split('/').pop()!;
      const copy = await adminTrip(page, copyId);
      expect(copy).toMatchObject({ name: `${trip.name} (copy)`, isActive: false, seasons: trip.seasons });
      expect(copy.slug).not.toBe(trip.slug);
      expect((await page.request.get(`/api/packages/${copy.slug}`)).status()).toBe(404);
    });
  });
}
