import { expect, expectNoAxeViolations, test } from './support/test.ts';
import { openTab, signIn } from './admin-helpers.ts';

// The e2e server is shared by every spec: the test puts the phone back as it found it.
test.describe('company details under Settings', () => {
  test('a new phone number saved under Settings shows in the public footer', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'Settings');
    // Settings' sections are pages of their own (issue 29): Company is one link away, at its own address.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/company$/);
    const company = page.getByRole('region', { name: 'Company details' });
    await expect(company.getByText('Shown only on booking confirmations', { exact: false })).toBeVisible();
    const phone = company.getByRole('textbox', { name: 'Phone', exact: true });
    const original = await phone.inputValue();
    const save = company.getByRole('button', { name: 'Save company details' });

    // A number no one can dial is refused beside the field, and nothing is saved.
    await phone.fill('call us');
    await save.click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(company.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(phone).toBeFocused();
    // The whole Settings page, the message showing (before a toast, whose entrance animation axe would catch mid-fade).
    await expectNoAxeViolations(page);

    const next = `+27 13 ${String(Date.now()).slice(-3)} ${String(Date.now()).slice(-7, -3)}`;
    await phone.fill(next);
    await save.click();
    await expect(page.getByText('Company details saved')).toBeVisible();

    try {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: next })).toHaveAttribute('href', `tel:${next.replace(/[^\d+]/g, '')}`);
      await expect(footer).not.toContainText('on their way');
    } finally {
      const restored = await page.request.put('/api/admin/settings/company', { data: { phone: original }, headers: { origin: new URL(page.url()).origin } });
      expect(restored.status()).toBe(200);
    }
  });
});
