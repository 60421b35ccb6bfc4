import { test, expect, expectNoAxeViolations, waitForHydration } from './support/test.ts';

test('the local tab’s packages are in the server’s HTML, with the notice', async ({ request }) => {
  const html = await (await request.get('/packages')).text();
  expect(html).toContain('SA Standard Kruger Safari');
  expect(html).toContain('None of our packages include travel to and from South Africa');
  expect(html).toMatch(/aria-selected="true"[^>]*>Local Safaris</);
});

test('package cards show the badge, duration, at most four features, the USD price and an Inquire link', async ({ page }) => {
  await page.goto('/packages');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'SA Standard Kruger Safari' }) });
  await expect(card.getByText('Local Safari', { exact: true })).toBeVisible();
  await expect(card).toContainText('5 days');
  await expect(card.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(4);
  // Its fixed departures, each with the seats left (issue 26).
  await expect(card.getByRole('list', { name: 'Next departures' }).getByRole('listitem').first()).toContainText(/\d+ seats? left|Sold out/);
  await expect(card).toContainText('$1,650');
  await expect(card).toContainText('per person');
  await expect(card.getByRole('link', { name: /^Inquire/ })).toHaveAttribute('href', /^\/contact\?package=[0-9a-f-]{36}#contact$/);
  await expect(page.getByRole('link', { name: 'Plan My Safari' })).toHaveAttribute('href', '/contact');
});

test('tabs switch by click and by arrow keys, grouping packages by SPEC’s name rule', async ({ page }) => {
  await page.goto('/packages');
  await waitForHydration(page);
  const tabs = page.getByRole('tablist', { name: 'Package categories' });
  const local = tabs.getByRole('tab', { name: 'Local Safaris' });
  const crossBorder = tabs.getByRole('tab', { name: 'Cross-Border' });
  const luxury = tabs.getByRole('tab', { name: 'Luxury' });
  await expect(local).toHaveAttribute('aria-selected', 'true');

  await luxury.click();
  await expect(luxury).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Luxury Sabi Sand Private Reserve Safari' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'SA Standard Kruger Safari' })).toHaveCount(0);

  await local.click();
  await expect(local).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(crossBorder).toBeFocused();
  await expect(crossBorder).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Cross Border Chobe & Victoria Falls Adventure' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(local).toHaveAttribute('aria-selected', 'true');
});

test('has no accessibility violations', async ({ page }) => {
  await page.goto('/packages');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
