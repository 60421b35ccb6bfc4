import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

test.describe('terms page', () => {
  test('lists eight numbered sections with the last-updated line and the acceptance note', async ({ page }) => {
    await page.goto('/terms');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Terms and Conditions/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Last updated January 2025')).toBeVisible();

    const sections = page.getByRole('main').locator('ol > li');
    await expect(sections).toHaveCount(8);
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText('Bookings and Deposits');
    await expect(sections.last().getByRole('heading', { level: 2 })).toHaveText('Disputes and Governing Law');

    // SPEC §9's figures.
    const main = page.getByRole('main');
    await expect(main.getByText(/deposit of 30%/)).toBeVisible();
    await expect(main.getByText(/Full payment is due 60 days before your departure/)).toBeVisible();
    const refunds = page.getByRole('table', { name: 'Cancellation by the Client' });
    await expect(refunds.getByRole('row')).toHaveCount(5);
    await expect(refunds.getByRole('row', { name: /90 or more days/ })).toContainText('50%');
    await expect(refunds.getByRole('row', { name: /Less than 30 days/ })).toContainText('No refund');
    await expect(main.getByText(/mediation/)).toContainText('South Africa');

    await expect(page.getByText('By booking a safari with us, you confirm that you have read, understood and accepted these Terms and Conditions.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
