import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

test.describe('guides page', () => {
  test('introduces the team, two guide profiles and three values', async ({ page }) => {
    await page.goto('/guides');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Guides/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /12\+ years/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Your Safari Guides' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // SPEC §1's claims, as the team intro states them.
    for (const claim of ['12+', '100%', '500+']) await expect(page.getByRole('definition').filter({ hasText: claim })).toBeVisible();

    const profiles = page.getByRole('article');
    await expect(profiles).toHaveCount(2);
    for (const profile of await profiles.all()) {
      for (const term of ['Experience', 'Specialties', 'Languages', 'Certifications', 'Achievements']) {
        await expect(profile.getByRole('term').filter({ hasText: term })).toBeVisible();
      }
      await expect(profile.getByRole('link', { name: /^Book Safari/ })).toHaveAttribute('href', '/contact');
    }

    await expect(page.getByRole('region', { name: 'What you can count on' }).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});
