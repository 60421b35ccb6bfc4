import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';
import { staffRequest } from './admin-helpers.ts';

/** Demo content (database/seeds/demo.content.ts) that these tests read and never change. */
const DEMO = { folder: 'Big Five Encounters', gallery: 'Lions of the Kruger', photo: 'Male lion at dawn', photoDescription: 'Sabi Sand, early morning light' };

/** Where the page reads a level's data when it moves between levels without a page load. */
const isLevelApi = (url: URL) => url.pathname === '/api/gallery-level';
type Marked = { galleryMarker?: string };

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
const levelHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function openFolders(page: Page) {
  await page.goto('/gallery');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Safari Photo Gallery' })).toBeVisible();
}

async function drillToPhotos(page: Page) {
  await page.getByRole('link', { name: `View ${DEMO.folder}` }).click();
  await expect(levelHeading(page, DEMO.folder)).toBeVisible();
  await page.getByRole('link', { name: `View ${DEMO.gallery}` }).click();
  await expect(levelHeading(page, DEMO.gallery)).toBeVisible();
}

async function demoIds(request: APIRequestContext) {
  const folders: { id: string; name: string }[] = await (await request.get('/api/gallery-folders')).json();
  const folder = folders.find((f) => f.name === DEMO.folder)!;
  const galleries: { id: string; name: string }[] = await (await request.get(`/api/gallery-folders/${folder.id}/galleries`)).json();
  return { folderId: folder.id, galleryId: galleries.find((g) => g.name === DEMO.gallery)!.id };
}

test.describe('gallery browser', () => {
  test('drills down from collections to galleries to photos', async ({ page }) => {
    // Three levels, each checked with axe: more than the default time on a busy machine.
    test.slow();
    await openFolders(page);
    await expect(page).toHaveTitle(/Safari Photo Gallery/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DEMO.folder }) });
    await expect(card.getByText(/^Added [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: `View ${DEMO.folder}` }).click();
    await expect(levelHeading(page, DEMO.folder)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery\?folder=[0-9a-f-]{36}$/);
    await expect(breadcrumb(page).getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(breadcrumb(page).getByText(DEMO.folder)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Back to Collections' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: `View ${DEMO.gallery}` }).click();
    await expect(levelHeading(page, DEMO.gallery)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery\?folder=[0-9a-f-]{36}&gallery=[0-9a-f-]{36}$/);
    await expect(breadcrumb(page).getByText(DEMO.gallery)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: `View larger: ${DEMO.photo}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the breadcrumb and the back buttons go up one level, and the top resets to the collections', async ({ page, request }) => {
    test.slow();
    const { folderId, galleryId } = await demoIds(request);
    await page.goto(`/gallery?folder=${folderId}&gallery=${galleryId}`);
    await waitForHydration(page);

    await breadcrumb(page).getByRole('link', { name: DEMO.folder }).click();
    await expect(levelHeading(page, DEMO.folder)).toBeVisible();
    await page.getByRole('link', { name: `View ${DEMO.gallery}` }).click();
    await page.getByRole('link', { name: `Back to ${DEMO.folder}` }).click();
    await expect(levelHeading(page, DEMO.folder)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery\?folder=[0-9a-f-]{36}$/);

    await page.getByRole('link', { name: 'Back to Collections' }).click();
    await expect(page.getByRole('link', { name: `View ${DEMO.folder}` })).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(breadcrumb(page)).toHaveCount(0);

    await page.goto(`/gallery?folder=${folderId}&gallery=${galleryId}`);
    await waitForHydration(page);
    await breadcrumb(page).getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('link', { name: `View ${DEMO.folder}` })).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test('browser Back and Forward, and a reload, land on the same level', async ({ page }) => {
    test.slow();
    await openFolders(page);
    await drillToPhotos(page);
    const photosUrl = page.url();

    await page.goBack();
    await expect(levelHeading(page, DEMO.folder)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('link', { name: `View ${DEMO.folder}` })).toBeVisible();
    await page.goForward();
    await expect(levelHeading(page, DEMO.folder)).toBeVisible();
    await page.goForward();
    await expect(levelHeading(page, DEMO.gallery)).toBeVisible();
    expect(page.url()).toBe(photosUrl);

    await page.reload();
    await waitForHydration(page);
    await expect(levelHeading(page, DEMO.gallery)).toBeVisible();
    await expect(breadcrumb(page).getByRole('link', { name: DEMO.folder })).toBeVisible();
  });

  test('moves between levels inside the page: no page load, the URL follows, loading is announced, Back restores', async ({ page }) => {
    test.slow();
    await openFolders(page);
    // A page load would wipe this: it proves each level below arrived in the same document.
    await page.evaluate(() => ((window as unknown as Marked).galleryMarker = 'same document'));
    // Hold the next level's data until the loading text has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isLevelApi, async (route) => {
      await held;
      await route.continue();
    });

    await page.getByRole('link', { name: `View ${DEMO.folder}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading gallery...' })).toBeVisible();
    release();
    await expect(levelHeading(page, DEMO.folder)).toBeVisible();
    await expect(page.getByText('Loading gallery...')).toHaveCount(0);
    await expect(page).toHaveURL(/\/gallery\?folder=[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle(/Safari Photo Gallery/);
    // The clicked card is gone: focus continues from the top of the new level.
    await expect(page.getByRole('region', { name: 'Photo collections' })).toBeFocused();

    await page.getByRole('link', { name: `View ${DEMO.gallery}` }).click();
    await expect(levelHeading(page, DEMO.gallery)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery\?folder=[0-9a-f-]{36}&gallery=[0-9a-f-]{36}$/);
    // A level that arrived in the page opens its photos like a loaded one.
    await page.getByRole('button', { name: `View larger: ${DEMO.photo}` }).click();
    await expect(page.getByRole('dialog', { name: DEMO.photo })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goBack();
    await expect(levelHeading(page, DEMO.folder)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery\?folder=[0-9a-f-]{36}$/);
    await page.goBack();
    await expect(page.getByRole('link', { name: `View ${DEMO.folder}` })).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(breadcrumb(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as Marked).galleryMarker)).toBe('same document');
  });

  test('a level whose data cannot be read is loaded as a whole page instead of staying on the loading text', async ({ page, consoleErrors }) => {
    await openFolders(page);
    await page.evaluate(() => ((window as unknown as Marked).galleryMarker = 'same document'));
    await page.route(isLevelApi, (route) => route.fulfill({ status: 503, body: '' }));

    await page.getByRole('link', { name: `View ${DEMO.folder}` }).click();
    await expect(levelHeading(page, DEMO.folder)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery\?folder=[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => (window as unknown as Marked).galleryMarker)).toBeUndefined();
    // The browser logs the refused request this test provokes; any other error still fails the test.
    const others = consoleErrors.filter((error) => !error.includes('503'));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });

  test('a shared link to a gallery has its photos in the server HTML', async ({ request }) => {
    const { folderId, galleryId } = await demoIds(request);
    const response = await request.get(`/gallery?folder=${folderId}&gallery=${galleryId}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(DEMO.gallery);
    expect(html).toContain(DEMO.photo);
    expect(html).toContain(DEMO.photoDescription);
  });

  test('shows a photo caption on keyboard focus and opens the photo larger', async ({ page, request }) => {
    const { folderId, galleryId } = await demoIds(request);
    await page.goto(`/gallery?folder=${folderId}&gallery=${galleryId}`);
    await waitForHydration(page);
    const tile = page.getByRole('button', { name: `View larger: ${DEMO.photo}` });
    const caption = page.locator('figcaption').filter({ hasText: DEMO.photo });
    await expect(caption).toHaveCSS('opacity', '0');
    await tile.focus();
    await expect(caption).toHaveCSS('opacity', '1');
    await expect(caption).toContainText(DEMO.photoDescription);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: DEMO.photo });
    await expect(dialog.getByRole('heading', { name: DEMO.photo })).toBeVisible();
    await expect(dialog.getByRole('img', { name: DEMO.photo })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(tile).toBeFocused();
  });

  test('an unknown or malformed collection in the query falls back to all collections with a notice', async ({ page }) => {
    for (const query of ['folder=not-a-uuid', 'folder=00000000-0000-4000-8000-000000000000', 'gallery=00000000-0000-4000-8000-000000000000']) {
      const response = await page.goto(`/gallery?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText('That collection or gallery is no longer available')).toBeVisible();
      await expect(page.getByRole('link', { name: `View ${DEMO.folder}` })).toBeVisible();
    }
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('gallery empty states', () => {
  // A folder without galleries, and a gallery without photos, made for this test and removed after.
  let folderId: string | undefined;

  test.afterEach(async ({ baseURL }) => {
    if (!folderId) return;
    const staff = await staffRequest(baseURL!);
    await staff.delete(`/api/admin/gallery-folders/${folderId}`);
    await staff.dispose();
    folderId = undefined;
  });

  test('shows SPEC texts for a collection without galleries and a gallery without photos', async ({ page, baseURL }) => {
    test.slow();
    const staff = await staffRequest(baseURL!);
    const name = `E2E Empty Collection ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const folder = await (await staff.post('/api/admin/gallery-folders', { data: { name } })).json();
    folderId = folder.id;

    await page.goto(`/gallery?folder=${folder.id}`);
    await waitForHydration(page);
    await expect(levelHeading(page, name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No galleries yet' })).toBeVisible();
    await expect(page.getByText('This collection is being prepared. Check back soon for amazing photos!')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/gallery');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText('Explore this photo collection')).toBeVisible();

    const gallery = await (await staff.post('/api/admin/galleries', { data: { folderId: folder.id, name: `${name} gallery` } })).json();
    await staff.dispose();
    await page.goto(`/gallery?folder=${folder.id}&gallery=${gallery.id}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
    await expect(page.getByText('This gallery is being prepared. Check back soon for stunning safari photos!')).toBeVisible();
    await expect(page.getByRole('link', { name: `Back to ${name}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
