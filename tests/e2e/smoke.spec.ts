import { expect, test, waitForHydration } from './support/test.ts';

test('the home page renders on the server and hydrates without console errors', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Server-rendered: the content is in the HTML before any script runs.
  expect(html).toContain('<h1');
  // Public HTML is cached and shared, so no nonce (decision 051): every inline script is data, the code is a file.
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' ?;/);
  for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/type="application\/(ld\+)?json"|src="\/assets\//);

  // Staff pages keep a fresh nonce on every script Vike emits.
  const login = await request.get('/admin/login');
  const nonce = /'nonce-([\w-]+)'/.exec(login.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  for (const tag of (await login.text()).match(/<script[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the dashboard sends visitors who are not signed in to the login page', async ({ page, request }) => {
  const response = await request.get('/admin', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/admin/login');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('hashed assets are cacheable forever, pages only after revalidation', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('public, no-cache');
  expect(page.headers()['etag']).toBeTruthy();
  const asset = /(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
});
