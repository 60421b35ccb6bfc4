import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

/** SPEC §2 and §9: each activity page, its prices, and where its Book buttons lead. */
const activityPages = [
  { path: '/cheetah-walk', h1: 'Walk Alongside Cheetahs', prices: ['$350'], texts: ['95%', '20+', '2-3 hours', 'Max 6 people'], book: 'contact-page' },
  { path: '/jessica-hippo', h1: 'Meet Jessica the Hippo', prices: ['$150'], texts: ['1000+', '30+', '1-2 hours'], book: 'contact-page' },
  { path: '/panorama-route', h1: 'The Panorama Route', prices: ['$180'], texts: ['God’s Window', 'Three Rondavels', '8-10 hours'], book: 'contact-page' },
  { path: '/quad-biking', h1: 'Quad Biking in the Bush', prices: ['$120', '$180'], texts: ['per person for 2 hours', 'per person for 4 hours'], book: 'contact-section' },
  { path: '/victoria-falls', h1: 'Victoria Falls Day Tour', prices: ['$280', '$450'], texts: ['February to July', 'August to January'], book: 'contact-section' },
] as const;

for (const activity of activityPages) {
  test.describe(activity.path, () => {
    test('answers 200 with one h1, its prices and figures', async ({ page }) => {
      const response = await page.goto(activity.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.h1);
      const pricing = page.locator('#pricing');
      for (const price of activity.prices) await expect(pricing.getByText(price, { exact: true })).toBeVisible();
      for (const text of activity.texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    });

    if (activity.book === 'contact-page') {
      test('sends every Book button to the contact page, naming the activity', async ({ page }) => {
        await page.goto(activity.path);
        const bookLinks = page.getByRole('link', { name: /^Book/ });
        expect(await bookLinks.count()).toBeGreaterThanOrEqual(2);
        for (const link of await bookLinks.all()) await expect(link).toHaveAttribute('href', `/contact?about=${activity.path.slice(1)}`);
        await expect(page.locator('#contact')).toHaveCount(0);
      });
    } else {
      test('scrolls every Book button to the inquiry form on the same page', async ({ page }) => {
        await page.goto(activity.path);
        await waitForHydration(page);
        const bookLinks = page.getByRole('link', { name: /^Book/ });
        expect(await bookLinks.count()).toBeGreaterThanOrEqual(2);
        for (const link of await bookLinks.all()) await expect(link).toHaveAttribute('href', '#contact');
        await bookLinks.first().click();
        const contact = page.locator('#contact');
        await expect(contact).toBeInViewport();
        await expect(contact).toBeFocused();
        await expect(contact.getByRole('button', { name: /send/i })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(activity.path);
      });
    }

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(activity.path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });
}

test('gives each activity page its own title and description', async ({ request }) => {
  const seen = new Set<string>();
  for (const { path } of activityPages) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(description, path).toBeTruthy();
    seen.add(`${title}`).add(`${description}`);
  }
  expect(seen.size).toBe(activityPages.length * 2);
});
