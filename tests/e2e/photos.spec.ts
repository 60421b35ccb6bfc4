import { test, expect, waitForHydration } from './support/test.ts';
import type { Page } from '@playwright/test';

/**
 * Photos have no code of their own (they also sit in server-only markup): one document listener marks
 * a failed image, which then shows its frame's placeholder instead of a broken-image icon.
 */
async function failPhoto(page: Page, src: string) {
  const photoId = /photo-[\w-]+/.exec(src)![0];
  await page.route((url) => url.toString().includes(photoId), (route) => route.fulfill({ status: 404, body: '' }));
}

/** The one 404 is the point of these tests; any other console error still fails them. */
function allowFailedLoads(consoleErrors: string[]) {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/Failed to load resource/.test(error)));
}

// The hero of /chobe-detail, the page's first image, as the server renders it.
async function heroSrc(page: Page) {
  const html = await (await page.request.get('/chobe-detail')).text();
  return /<img[^>]+src="([^"]+)"/.exec(html)![1]!;
}

/** What the visitor sees of a photo: the image, or the placeholder drawn where it failed. */
function looksOf(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt, exact: true });
  return {
    image,
    opacity: () => image.evaluate((img) => getComputedStyle(img).opacity),
    placeholder: image.locator('xpath=following-sibling::*[local-name()="svg"]'),
  };
}

test('a photo that fails before the page hydrates shows the placeholder and keeps its description', async ({ page, consoleErrors }) => {
  await failPhoto(page, await heroSrc(page));
  await page.goto('/chobe-detail');
  await waitForHydration(page);
  const hero = looksOf(page, await page.locator('section[aria-labelledby="destination-title"] img').getAttribute('alt') as string);
  await expect(hero.image).toHaveAttribute('data-failed', '');
  expect(await hero.opacity()).toBe('0');
  await expect(hero.placeholder).toBeVisible();
  allowFailedLoads(consoleErrors);
});

test('a lazy photo that fails after hydration is marked too, and a photo that loads is shown', async ({ page, consoleErrors }) => {
  await page.goto('/chobe-detail');
  await waitForHydration(page);
  const lazy = page.locator('img[loading="lazy"]').last();
  const alt = (await lazy.getAttribute('alt')) as string;
  await failPhoto(page, (await lazy.getAttribute('src'))!);
  await lazy.scrollIntoViewIfNeeded();
  const photo = looksOf(page, alt);
  await expect(photo.image).toHaveAttribute('data-failed', '');
  await expect(photo.placeholder).toBeVisible();

  const hero = page.locator('section[aria-labelledby="destination-title"] img');
  await expect(hero).not.toHaveAttribute('data-failed');
  expect(await hero.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  allowFailedLoads(consoleErrors);
});
