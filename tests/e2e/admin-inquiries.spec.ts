import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.ts';
import { signIn, unique } from './admin-helpers.ts';

/** An enquiry as the public API takes it (no fill time, so it is not taken for a bot). */
async function sendInquiry(request: APIRequestContext, baseURL: string, lastName: string, message: string) {
  const response = await request.post('/api/inquiries', {
    headers: { Origin: baseURL },
    data: { firstName: 'Desk', lastName, email: `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`, packageType: 'economical', groupSize: '1-2', message },
  });
  expect(response.status()).toBe(201);
}

for (const { width, height } of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the enquiry desk at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('filters, searches, opens an enquiry, changes its status, adds a note and exports the view', async ({ page, baseURL }) => {
      // A staff journey across several pages: more time than a one-screen test.
      test.slow();
      const token = unique('giraffe').replace(/\s/g, '-');
      const lastName = unique('Worked');
      const other = unique('Other');
      await sendInquiry(page.request, baseURL!, lastName, `Can we see ${token} at dawn?`);
      await sendInquiry(page.request, baseURL!, other, 'A second enquiry that the search leaves out.');

      await signIn(page);
      // The Overview's desk figures and weekly chart, at this width too.
      await expect(page.getByRole('img', { name: /inquiries in the last 12 weeks/ })).toBeVisible();
      await page.getByText('Show the numbers').click();
      await expect(page.getByRole('table', { name: 'Inquiries per week' }).getByRole('row')).toHaveCount(13);
      await expectNoAxeViolations(page);
      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Inquiries' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Received Inquiries' })).toBeVisible();
      await expectNoAxeViolations(page);

      const filters = page.getByRole('navigation', { name: 'Filter by status' });
      // Every enquiry waiting for our answer, whatever its status (decision 133).
      await filters.getByRole('link', { name: /^Needs reply\s*\d+$/ }).click();
      await expect(page).toHaveURL(/needsReply=true/);
      await expect(page.getByRole('heading', { level: 2, name: 'Needs reply' })).toBeVisible();
      await expect(filters.getByRole('link', { name: /^Needs reply\s*\d+$/ })).toHaveAttribute('aria-current', 'page');

      await page.getByRole('searchbox', { name: 'Search inquiries' }).fill(token);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`q=${token}`));
      const row = page.getByRole('article').filter({ has: page.getByRole('link', { name: `Desk ${lastName}` }) });
      await expect(row).toHaveCount(1);
      await expect(page.getByRole('link', { name: `Desk ${other}` })).toHaveCount(0);
      await expect(row.getByText(/^Waiting \d+ min/)).toBeVisible();

      // The export carries the current filter and search.
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain(lastName);
      expect(csv).not.toContain(other);

      await row.getByRole('link', { name: `Desk ${lastName}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: `Desk ${lastName}` })).toBeVisible();
      await expect(page).toHaveTitle(`Desk ${lastName} | Inquiry | Admin Dashboard | African Safari Tours`);
      await expect(page.getByRole('region', { name: 'The inquiry' }).getByText(`Can we see ${token} at dawn?`)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Lead source' })).toBeVisible();
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline.getByText('Inquiry received')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Contacted');
      await page.getByRole('button', { name: 'Change', exact: true }).click();
      await expect(timeline.getByText('New → Contacted')).toBeVisible();
      await expect(timeline.getByText('by e2e-admin').first()).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('contacted');

      await page.getByRole('button', { name: 'Add Note' }).click();
      await expect(page.getByText('Please write a note')).toBeVisible();
      await expect(page.getByLabel('Note', { exact: true })).toBeFocused();
      await page.getByLabel('Note', { exact: true }).fill(`Phoned about ${token}; sending a quote tomorrow.`);
      await page.getByRole('button', { name: 'Add Note' }).click();
      await expect(timeline.getByText(`Phoned about ${token}; sending a quote tomorrow.`)).toBeVisible();
      await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');

      await page.getByRole('link', { name: 'Back to inquiries' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Received Inquiries' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search inquiries' }).fill(token);
      await page.getByRole('button', { name: 'Search' }).click();
      // Staff can also move an enquiry on from the list.
      const listStatus = page.getByLabel(`Status of Desk ${lastName}'s inquiry`);
      await expect(listStatus).toHaveValue('contacted');
      await listStatus.selectOption('Quoted');
      await page.getByRole('button', { name: `Change (Status of Desk ${lastName}'s inquiry)` }).click();
      // The detail page's own "Status changed" may still be leaving: the newest toast is this change's.
      await expect(page.getByText('Status changed').last()).toBeVisible();
      await expect(page.getByRole('article').filter({ has: page.getByRole('link', { name: `Desk ${lastName}` }) }).getByText('Quoted', { exact: true }).first()).toBeVisible();
    });

    test('finds an enquiry by the reference staff read in a mail subject, typed any way', async ({ page, baseURL }) => {
      const lastName = unique('Referenced');
      await sendInquiry(page.request, baseURL!, lastName, 'Please quote the reference when you write.');
      await signIn(page);
      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Inquiries' }).click();
      await page.getByRole('link', { name: `Desk ${lastName}` }).click();
      const reference = (await page.getByText(/^Reference AST-\d+$/).textContent())!.replace('Reference AST-', '');
      // This server reads no mailbox: the reply form says where the answer goes instead.
      await expect(page.getByRole('region', { name: 'Reply by e-mail' }).getByText(/Their answer arrives in the team's e-mail inbox, not on this page\./)).toBeVisible();

      await page.getByRole('link', { name: 'Back to inquiries' }).click();
      await page.getByRole('searchbox', { name: 'Search inquiries' }).fill(`ast ${reference}`);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('link', { name: `Desk ${lastName}` })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('marks spam and back, and erases an enquiry after confirming', async ({ page, baseURL }) => {
      const lastName = unique('Erased');
      await sendInquiry(page.request, baseURL!, lastName, 'Please forget me after this.');
      await signIn(page);
      await page.goto(`/admin/inquiries?q=${encodeURIComponent(lastName)}`);
      await page.getByRole('link', { name: `Desk ${lastName}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: `Desk ${lastName}` })).toBeVisible();

      await page.getByRole('button', { name: 'Mark as spam' }).click();
      await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('spam');
      await page.getByRole('button', { name: 'Not spam' }).click();
      await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('pending');

      await page.getByRole('button', { name: 'Delete inquiry' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this inquiry?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await page.getByRole('button', { name: 'Delete inquiry' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(/\/admin\/inquiries$/);
      await expect(page.getByText('Inquiry deleted')).toBeVisible();
      await page.goto(`/admin/inquiries?q=${encodeURIComponent(lastName)}`);
      await expect(page.getByRole('heading', { name: 'No inquiries match' })).toBeVisible();
    });
  });
}
