import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

test('the home lightbox steps through the photos by button, arrow keys and swipe', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'View larger: Tracking at sunrise' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName('Tracking at sunrise');
  await expect(viewer.getByText('1 / 3')).toBeVisible();

  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(viewer).toHaveAccessibleName('Sundowner stop');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName('Savanna sunset');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName('Tracking at sunrise');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName('Savanna sunset');
  await viewer.getByRole('button', { name: 'Previous photo' }).click();
  await expect(viewer).toHaveAccessibleName('Sundowner stop');
  await expectNoAxeViolations(page);

  // A swipe to the left shows the next photo, as on a phone.
  const photo = viewer.getByRole('figure');
  const box = (await photo.boundingBox())!;
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(viewer).toHaveAccessibleName('Savanna sunset');
});

test('destination photos open in the viewer', async ({ page }) => {
  await page.goto('/kruger-detail');
  await waitForHydration(page);
  const first = page.getByRole('button', { name: /^View larger: / }).first();
  await first.click();
  await expect(page.getByRole('dialog').getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();
});

test('the privacy notice says what is collected, why, for how long, who sees it and how to ask for erasure', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const heading of ['What our forms collect', 'Why we use it', 'Who sees it', 'How long we keep it', 'Your rights, and how to ask for erasure']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/POPIA/).first()).toBeVisible();
  await expect(page.getByText(/GDPR/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
  }
});
