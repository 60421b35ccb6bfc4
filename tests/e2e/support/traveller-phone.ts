import type { Browser } from '@playwright/test';
import { PLACEHOLDER_SVG, isExternal } from './offline-images.ts';

/** The traveller's own phone: another browser context at 390 px, with the fixture's checks (console errors, offline photos). */
export async function travellerPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  const errors: string[] = [];
  await phone.route((url) => isExternal(url.toString(), baseURL), (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER_SVG }));
  phone.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  phone.on('pageerror', (error) => errors.push(error.message));
  return { phone, errors, close: () => context.close() };
}
