import { expect, test } from './support/test.ts';
import { openTab, signIn, unique } from './admin-helpers.ts';

const IMAGE = 'https://images.unsplash.com/photo-1516426122078-c23e76319801?auto=format&fit=crop&w=800&q=75';

test.describe('admin gallery management', () => {
  test('creates a folder, a gallery and a photo, then deletes them after confirming', async ({ page }) => {
    // A long journey through several pages and dialogs: more time than a one-screen test.
    test.slow();
    const folder = unique('E2E Folder');
    const gallery = unique('E2E Gallery');
    const photo = unique('E2E Photo');
    await signIn(page);
    await openTab(page, 'Gallery');
    await expect(page.getByRole('heading', { level: 2, name: 'Gallery Folders' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Folder' }).first().click();
    const folderDialog = page.getByRole('dialog', { name: 'Create Folder' });
    await folderDialog.getByRole('button', { name: 'Create Folder' }).click();
    await expect(folderDialog.getByText('Folder name is required')).toBeVisible();
    await folderDialog.getByLabel('Folder Name').fill(folder);
    await folderDialog.getByRole('button', { name: 'Create Folder' }).click();
    await expect(folderDialog).toHaveCount(0);
    const folderCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: folder }) });
    await expect(folderCard.getByText('No description')).toBeVisible();
    await expect(folderCard.getByText('Active', { exact: true })).toBeVisible();

    // The dashboard's server data refreshes after a change, without a page load.
    await openTab(page, 'Overview');
    await expect(page.getByText(`e2e-admin created folder “${folder}”`)).toBeVisible();
    await openTab(page, 'Gallery');

    await folderCard.getByRole('link', { name: folder, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: folder })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'No galleries yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Gallery' }).first().click();
    const galleryDialog = page.getByRole('dialog', { name: 'Create Gallery' });
    await galleryDialog.getByRole('button', { name: 'Create Gallery' }).click();
    await expect(galleryDialog.getByText('Gallery name is required')).toBeVisible();
    await galleryDialog.getByLabel('Gallery Name').fill(gallery);
    await galleryDialog.getByLabel('Description (optional)').fill('Made by the end-to-end test.');
    await galleryDialog.getByRole('button', { name: 'Create Gallery' }).click();
    await expect(galleryDialog).toHaveCount(0);
    await expect(page.getByText('Made by the end-to-end test.')).toBeVisible();

    await page.getByRole('link', { name: gallery, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: gallery })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Photo' }).first().click();
    const photoDialog = page.getByRole('dialog', { name: 'Add Photo' });
    await photoDialog.getByRole('button', { name: 'Add Photo' }).click();
    await expect(photoDialog.getByText('Photo title is required')).toBeVisible();
    await expect(photoDialog.getByText('Image URL is required')).toBeVisible();
    await photoDialog.getByLabel('Photo Title').fill(photo);
    await photoDialog.getByLabel('Image URL', { exact: true }).fill(IMAGE);
    await photoDialog.getByRole('button', { name: 'Add Photo' }).click();
    await expect(photoDialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: photo })).toBeVisible();

    await page.getByRole('button', { name: `Delete photo ${photo}` }).click();
    const confirmPhoto = page.getByRole('dialog', { name: 'Are you sure you want to delete this photo?' });
    await confirmPhoto.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmPhoto).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: photo })).toBeVisible();
    await page.getByRole('button', { name: `Delete photo ${photo}` }).click();
    await confirmPhoto.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No photos yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Gallery' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to delete this gallery?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 2, name: folder })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No galleries yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Folder' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to delete this folder?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Gallery Folders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: folder })).toHaveCount(0);
  });

  test('deletes a folder from its card and goes back up with the back buttons', async ({ page }) => {
    const folder = unique('E2E Card Folder');
    await signIn(page);
    await openTab(page, 'Gallery');
    await page.getByRole('button', { name: 'Create Folder' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Folder' });
    await dialog.getByLabel('Folder Name').fill(folder);
    await dialog.getByLabel('Description (optional)').fill('A folder to delete from its card.');
    await dialog.getByRole('button', { name: 'Create Folder' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('link', { name: folder, exact: true }).click();
    await page.getByRole('link', { name: 'Back to Folders' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Gallery Folders' })).toBeFocused();

    await page.getByRole('button', { name: `Delete folder ${folder}` }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to delete this folder?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Folder deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: folder })).toHaveCount(0);
  });
});
