import { closeToast, expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';
import { signIn, unique } from './admin-helpers.ts';

// The e2e server has no SMTP_URL: mail is "sent" as .eml files under its DATA_DIR, which is what the
// timeline reports as sent. Delivery over real SMTP is covered by tests/integration/mail*.test.ts.
test('staff reply from the enquiry page and see the reply, alert and acknowledgement sent on the timeline', async ({ page, baseURL }) => {
  test.slow();
  const lastName = unique('Replied');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const response = await page.request.post('/api/inquiries', {
    headers: { Origin: baseURL! },
    data: { firstName: 'Mail', lastName, email, packageType: 'elegant', groupSize: '3-4', message: 'Could we see the migration in August?' },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  await signIn(page);
  // Without SMTP_URL in production the Overview says mail is not leaving the server, in staff's words.
  const problems = page.getByRole('region', { name: 'Mail problems' });
  await expect(problems.getByText(/Mail is not being sent: the website has no mail server configured/)).toBeVisible();
  await expect(problems.getByText(/SMTP_URL|DATA_DIR/)).toHaveCount(0);

  await page.goto(`/admin/inquiries/${id}`);
  await waitForHydration(page);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Alert to the team')).toBeVisible();
  await expect(timeline.getByText('Acknowledgement to the traveller')).toBeVisible();
  await expect(timeline.getByText(/^Sent /)).toHaveCount(2, { timeout: 20_000 });
  await expectNoAxeViolations(page);

  const reply = page.getByRole('region', { name: 'Reply by e-mail' });
  await expect(reply.getByText(`Goes to ${email}.`, { exact: false })).toBeVisible();
  await reply.getByLabel('Subject').fill('');
  await reply.getByRole('button', { name: 'Send Reply' }).click();
  await expect(reply.getByText('Subject is required')).toBeVisible();
  await expect(reply.getByLabel('Subject')).toBeFocused();

  await reply.getByLabel('Subject').fill(`August migration for ${lastName}`);
  await reply.getByLabel('Message').fill('Dear Mail,\n\nAugust is the right month. A quote follows.');
  await reply.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply queued', { exact: false })).toBeVisible();
  await expect(reply.getByLabel('Message')).toHaveValue('');

  const sentReply = timeline.getByRole('listitem').filter({ hasText: `August migration for ${lastName}` });
  await expect(sentReply.getByText(`to ${email}`)).toBeVisible();
  await expect(sentReply.getByText(/^Sent /)).toBeVisible({ timeout: 20_000 });
  await expect(sentReply.getByText('by e2e-admin')).toBeVisible();
  // The first reply answers a New enquiry.
  await expect(timeline.getByText('New → Contacted')).toBeVisible();
  // Checked once the toast has gone: axe reads a toast mid-animation as faint text.
  await closeToast(page, page.getByText('Reply queued', { exact: false }));
  await expectNoAxeViolations(page);
});
