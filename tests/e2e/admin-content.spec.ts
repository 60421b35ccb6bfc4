import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { signIn, signInWithForm, unique } from './admin-helpers.ts';
import { closeToast, expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

async function png(width: number, height: number, r: number) {
  return sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 60 } } }).png().toBuffer();
}

/** A folder with one gallery, made through the API with the page's own session. */
async function makeGallery(page: import('@playwright/test').Page, photoTitles: string[]) {
  const post = async (url: string, data: unknown) => (await page.request.post(url, { data, headers: { Origin: new URL(page.url()).origin } })).json();
  const folder = await post('/api/admin/gallery-folders', { name: unique('E2E folder') });
  const gallery = await post('/api/admin/galleries', { folderId: folder.id, name: unique('E2E gallery') });
  for (const title of photoTitles) await post('/api/admin/gallery-photos', { galleryId: gallery.id, title, imageUrl: 'https://images.example.com/p.jpg' });
  return { folder, gallery };
}

test('dropping photos on a gallery uploads each with its own progress bar and adds one photo per file', async ({ page }) => {
  test.slow();
  await signIn(page);
  const { gallery } = await makeGallery(page, []);
  await page.goto(`/admin/gallery?gallery=${gallery.id}`);
  await waitForHydration(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'choose files' }).click();
  await (await chooser).setFiles([
    { name: 'lion-at-dusk.png', mimeType: 'image/png', buffer: await png(1200, 800, 200) },
    { name: 'river_crossing.png', mimeType: 'image/png', buffer: await png(900, 600, 90) },
  ]);
  await expect(page.getByRole('progressbar', { name: 'Upload of lion-at-dusk.png' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload of river_crossing.png' })).toBeVisible();
  await expect(page.getByText('2 photos added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lion at dusk' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'River crossing' })).toBeVisible();
  const src = await page.getByRole('img', { name: 'Lion at dusk' }).getAttribute('src');
  expect(src).toMatch(/^\/images\/[0-9a-f]{32}-1200\.webp$/);
  expect(await page.getByRole('img', { name: 'Lion at dusk' }).getAttribute('srcset')).toContain('-480.webp 480w');
  // The toast is closed before the page is checked: mid-fade its text has no contrast to speak of.
  await closeToast(page, page.getByText('2 photos added'));
  await expectNoAxeViolations(page);
});

test('photos reorder by keyboard, and hiding one takes it off /gallery', async ({ page }) => {
  test.slow();
  await signIn(page);
  const { folder, gallery } = await makeGallery(page, ['First photo', 'Second photo', 'Third photo']);
  await page.goto(`/admin/gallery?gallery=${gallery.id}`);
  await waitForHydration(page);
  const later = page.getByRole('button', { name: 'Move First photo later' });
  await later.focus();
  await page.keyboard.press('Enter');
  // The reorder's own live region (the layout has another, for its loading note).
  const announced = page.getByRole('status').filter({ hasText: /moved to position/ });
  await expect(announced).toHaveText('First photo moved to position 2 of 3');
  await expect(later).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(announced).toHaveText('First photo moved to position 3 of 3');

  await page.goto(`/gallery?folder=${folder.id}&gallery=${gallery.id}`);
  const tiles = page.getByRole('button', { name: /^View larger: / });
  await expect(tiles).toHaveCount(3);
  const names = await tiles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  expect(names).toEqual(['View larger: Second photo', 'View larger: Third photo', 'View larger: First photo']);

  await page.goto(`/admin/gallery?gallery=${gallery.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Hide photo Third photo' }).click();
  await expect(page.getByRole('button', { name: 'Show photo Third photo' })).toBeVisible();
  await page.goto(`/gallery?folder=${folder.id}&gallery=${gallery.id}`);
  await expect(page.getByRole('button', { name: /^View larger: / })).toHaveCount(2);
  await expect(page.getByText('Third photo')).toHaveCount(0);
});

test('a folder is edited in its dialog, with an uploaded cover', async ({ page }) => {
  test.slow();
  await signIn(page);
  const { folder } = await makeGallery(page, []);
  await page.goto('/admin/gallery');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Edit folder ${folder.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Folder' });
  const renamed = unique('Renamed folder');
  await dialog.getByLabel('Folder Name').fill(renamed);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'choose a file' }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(640, 400, 30) });
  await expect(dialog.getByLabel('Cover Image URL (optional)')).toHaveValue(/^\/images\/[0-9a-f]{32}-640\.webp$/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
});

test('a testimonial created in the dashboard shows on the home page', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/testimonials');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add Testimonial' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
  const name = unique('Traveller');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Country').fill('Kenya');
  await dialog.getByLabel('Rating').selectOption('4');
  await dialog.getByLabel('Comment').fill('Our guide found a leopard at dusk.');
  await dialog.getByRole('button', { name: 'Save Testimonial' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await closeToast(page, page.getByText('Testimonial added'));
  await expectNoAxeViolations(page);
  await page.goto('/');
  await expect(page.getByText(name)).toBeVisible();

  await page.goto('/admin/testimonials');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Hide testimonial by ${name}` }).click();
  await expect(page.getByRole('button', { name: `Publish testimonial by ${name}` })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(name)).toHaveCount(0);
});

test('the activity page lists who did what and filters by kind', async ({ page }) => {
  // Through the form: the sign-in this test looks for is its own, not the shared session's from the run's start.
  await signInWithForm(page);
  await page.goto('/admin/activity');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(page.getByText('e2e-admin signed in').first()).toBeVisible();
  await page.getByLabel('Kind').selectOption('session');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/kind=session/);
  await expectNoAxeViolations(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText('e2e-admin signed in').first()).toBeVisible();
});

test('staff accounts: a new colleague must choose their own password first', async ({ page, browser }) => {
  test.slow();
  await signIn(page);
  await page.goto('/admin/settings/staff');
  await waitForHydration(page);
  const username = unique('guide').replace(/\s/g, '.');
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Account' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('E-mail').fill(`${username}@example.com`);
  await dialog.getByLabel('First password').fill('first password for you');
  await dialog.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByRole('button', { name: `Deactivate ${username}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate e2e-admin' })).toHaveCount(0);
  await closeToast(page, page.getByText('Account added'));
  await expectNoAxeViolations(page);

  const colleague = await browser.newPage();
  await colleague.goto(new URL('/admin/login', page.url()).toString());
  await colleague.getByLabel('Username').fill(username);
  await colleague.getByLabel('Password').fill('first password for you');
  await colleague.getByRole('button', { name: 'Sign In' }).click();
  await colleague.waitForURL((url) => url.pathname === '/admin/settings');
  await expect(colleague.getByRole('alert').filter({ hasText: 'Choose your own password' })).toBeVisible();
  await colleague.close();

  // Deactivating asks first, then the row offers Reactivate instead.
  await page.getByRole('button', { name: `Deactivate ${username}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this account?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Reactivate ${username}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Deactivate ${username}` })).toHaveCount(0);
});
