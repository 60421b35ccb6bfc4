import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';
import { signIn, unique } from './admin-helpers.ts';

// Issue 21: an enquiry sent faster than people type (a browser's autofill) is not lost: it waits in
// the desk as New, marked possible spam, with the reason where staff look.
test('a fast enquiry waits in the desk as New, marked possible spam with the reason', async ({ page, baseURL }) => {
  const lastName = unique('Autofill');
  const response = await page.request.post('/api/inquiries', {
    headers: { Origin: baseURL! },
    data: { firstName: 'Quick', lastName, email: `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`, packageType: 'custom', groupSize: '1-2', message: 'Filled by my browser.', fillMs: 1200 },
  });
  expect(response.status()).toBe(201);

  await signIn(page);
  await page.goto(`/admin/inquiries?status=pending&q=${encodeURIComponent(lastName)}`);
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ hasText: `Quick ${lastName}` });
  await expect(card.getByText('Possible spam')).toBeVisible();
  await expect(card.getByText(/Sent 1\.2 s after the page opened/)).toBeVisible();
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: `Quick ${lastName}` }).click();
  const note = page.getByRole('region', { name: 'Possible spam' });
  await expect(note.getByText(/Sent 1\.2 s after the page opened/)).toBeVisible();
  await expect(note.getByText(/the team was alerted and the traveller got the usual acknowledgement/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Alert to the team')).toBeVisible();
  await expectNoAxeViolations(page);
});
