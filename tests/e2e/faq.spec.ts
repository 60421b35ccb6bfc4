import { DEFAULT_CANCELLATION_SCHEDULE } from '../../lib/domain/site/company-settings.types.ts';
import { DEFAULT_FAQ } from '../../database/seeds/site-texts.content.ts';
import { faqForVisitors } from '../../lib/domain/booking/booking-terms.ts';
import { slugify } from '../../lib/domain/catalogue/trip.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

// The shipped answers, their figures filled from the settings the booking flow uses (issue 29).
const faqEntries = faqForVisitors(DEFAULT_FAQ, DEFAULT_CANCELLATION_SCHEDULE);

test.describe('FAQ page', () => {
  test('has every answer in the server HTML, even while collapsed', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    expect(faqEntries).toHaveLength(10);
    for (const entry of faqEntries) {
      expect(html).toContain(entry.question);
      // A table's rows ("a | b") are cells in the page, not one line of text.
      for (const paragraph of entry.answer.split('\n\n').filter((p) => !p.includes(' | '))) expect(html).toContain(paragraph);
    }
  });

  test('opens one question at a time, with no script (native details sharing a name)', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/FAQ/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const items = page.locator('details[name="faq"]');
    await expect(items).toHaveCount(10);
    await expect(page.locator('details[name="faq"][open]')).toHaveCount(0);

    const [first, second] = faqEntries;
    const firstItem = page.locator(`#faq-${slugify(first!.question)}`);
    const secondItem = page.locator(`#faq-${slugify(second!.question)}`);
    const firstAnswer = firstItem.getByText(first!.answer.split('\n\n')[0]!);
    const secondAnswer = secondItem.getByText(second!.answer.split('\n\n')[0]!);
    await expect(firstAnswer).toBeHidden();

    await firstItem.locator('summary').click();
    await expect(firstItem).toHaveAttribute('open', '');
    await expect(firstAnswer).toBeVisible();

    // Keyboard too: Enter on a focused question opens it and closes the other.
    await secondItem.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator('details[name="faq"][open]')).toHaveCount(1);

    await secondItem.locator('summary').click();
    await expect(secondAnswer).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('moves nothing for a visitor who asked for less motion, and turns its arrows for the others', async ({ page }) => {
    const arrow = page.locator('details[name="faq"] summary svg').first();
    const transition = () => arrow.evaluate((element) => getComputedStyle(element).transitionDuration);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/faq');
    expect(await transition()).toBe('0.2s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(parseFloat(await transition())).toBeLessThan(0.001);
  });

  test('says the Terms and Conditions bind on payment and cancellation, with a link', async ({ page }) => {
    await page.goto('/faq');
    const note = page.getByRole('main').getByText('binding payment and cancellation terms');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  });

  test('offers six ways to customise, and ways to plan, contact and call', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const grid = page.getByRole('region', { name: 'Build the safari you have in mind' });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Start Planning Your Safari' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    const call = page.getByRole('link', { name: /^Call / });
    const label = (await call.textContent())!;
    const digits = label.replace(/[^\d+]/g, '');
    expect(digits.length).toBeGreaterThan(6);
    await expect(call).toHaveAttribute('href', `tel:${digits}`);
    await expectNoAxeViolations(page);
  });
});
