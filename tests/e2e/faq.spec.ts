import { faqEntries } from '../../pages/(site)/faq/faq.content.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

test.describe('FAQ page', () => {
  test('has every answer in the server HTML, even while collapsed', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    expect(faqEntries).toHaveLength(10);
    for (const entry of faqEntries) {
      expect(html).toContain(entry.question);
      for (const paragraph of entry.answer) expect(html).toContain(paragraph);
    }
  });

  test('opens one question at a time', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/FAQ/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const questions = page.locator('button[aria-controls^="faq-answer-"]');
    await expect(questions).toHaveCount(10);
    for (const question of await questions.all()) await expect(question).toHaveAttribute('aria-expanded', 'false');

    const [first, second] = faqEntries;
    const firstButton = page.getByRole('button', { name: first!.question });
    const secondButton = page.getByRole('button', { name: second!.question });
    const firstAnswer = page.getByRole('region', { name: first!.question });
    const secondAnswer = page.getByRole('region', { name: second!.question });
    await expect(firstAnswer).toBeHidden();

    await firstButton.click();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText(first!.answer[0]!);

    // Keyboard too: Enter on a focused question opens it and closes the other.
    await secondButton.focus();
    await page.keyboard.press('Enter');
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await expect(secondAnswer).toBeVisible();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(1);

    await secondButton.click();
    await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
    await expect(secondAnswer).toBeHidden();
    await expectNoAxeViolations(page);
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
