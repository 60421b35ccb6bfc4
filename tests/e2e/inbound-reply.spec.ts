import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startImapServer, type TestImapServer } from '../setup/imap-server.ts';
import { request as playwrightRequest, type Cookie, type Page } from '@playwright/test';
import { unique } from './admin-helpers.ts';
import { E2E_ADMIN, E2E_ADMIN_FIRST_PASSWORD, finishFirstSignIn } from './support/admin.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test.ts';

// The suite's own server reads no mailbox: this file starts a Dovecot (on a port the OS picks) and a second
// production server (the build the suite's webServer made) with IMAP_URL pointing at it, on a port beside the
// suite's own, so suites run side by side (each with its E2E_PORT) never share one.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 100;
const DATA_DIR = '.data-e2e-inbound';
test.use({ baseURL: `http://localhost:${PORT}` });
test.describe.configure({ mode: 'serial' });

let imap: TestImapServer;
let server: ChildProcess;
let output = '';
/** The e2e admin's session on this file's server, signed in once like the setup project's on the suite's. */
let session: Cookie[] = [];

async function signIn(page: Page) {
  await page.context().addCookies(session);
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function waitForHealth(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The inbound e2e server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  imap = await startImapServer();
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN_FIRST_PASSWORD,
      RATE_LIMIT_INQUIRIES: '1000',
      RATE_LIMIT_LOGIN_FAILURES: '1000',
      RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '1000',
      IMAP_URL: imap.url,
    },
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await waitForHealth(`http://localhost:${PORT}/api/health`);
  const baseURL = `http://localhost:${PORT}`;
  const request = await playwrightRequest.newContext({ baseURL });
  await finishFirstSignIn(request, baseURL);
  session = (await request.storageState()).cookies;
  await request.dispose();
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
  await imap?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test("a staff reply, the traveller's answer by mail, the enquiry back in Needs reply with its status kept, and marked answered", async ({ page, baseURL }) => {
  test.slow();
  const lastName = unique('Answered');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const created = await page.request.post('/api/inquiries', {
    headers: { Origin: baseURL! },
    data: { firstName: 'Zanele', lastName, email, packageType: 'elegant', groupSize: '3-4', message: 'A honeymoon in the Okavango?' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // This file's server is its own, which the run's shared session never reached: its own session, signed in once.
  await signIn(page);
  await page.goto(`/admin/inquiries/${id}`);
  await waitForHydration(page);
  const reference = (await page.getByText(/^Reference AST-\d+$/).textContent())!.replace('Reference ', '');

  const reply = page.getByRole('region', { name: 'Reply by e-mail' });
  await reply.getByLabel('Subject').fill('Your Okavango honeymoon');
  await reply.getByLabel('Message').fill('Dear Zanele,\n\nMay or September?');
  await reply.getByRole('button', { name: 'Send Reply' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const sent = timeline.getByRole('listitem').filter({ hasText: 'Your Okavango honeymoon' });
  await expect(sent.getByText(/^Sent /)).toBeVisible({ timeout: 20_000 });
  await expect(timeline.getByText('New → Contacted')).toBeVisible();

  // The traveller's mail program answers the reply: its Message-ID is what the answer names.
  const detail = (await (await page.request.get(`/api/admin/inquiries/${id}`)).json()) as { events: { subject?: string; messageId?: string }[] };
  const ours = detail.events.find((e) => e.subject === 'Your Okavango honeymoon')!.messageId!;
  await imap.deliver(
    [
      `From: Zanele ${lastName} <${email}>`,
      'To: desk@safari.example',
      `Subject: Re: Your Okavango honeymoon [${reference}]`,
      `Message-ID: <answer-${Date.now()}@mail.example.com>`,
      `In-Reply-To: ${ours}`,
      `References: ${ours}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'September, please!',
      '',
      'On Tue, 24 Nov 2026, African Safari Tours wrote:',
      '> May or September?',
      '',
    ].join('\r\n'),
  );

  const answer = timeline.getByRole('listitem').filter({ hasText: 'Answer from the traveller' });
  await expect(async () => {
    await page.reload();
    await expect(answer).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await waitForHydration(page);
  await expect(answer.getByText('September, please!')).toBeVisible();
  // Decision 133: the answer asks for a reply; the enquiry stays Contacted.
  await expect(timeline.getByText('Contacted → New')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('contacted');
  await expect(page.getByText(/^Waiting \d+/).first()).toBeVisible();
  // The history it quoted is folded away until asked for.
  await expect(answer.getByText('> May or September?')).toBeHidden();
  await answer.getByText('Show the earlier messages it quoted').click();
  await expect(answer.getByText('> May or September?')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/inquiries?needsReply=true');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Needs reply' })).toBeVisible();
  await page.getByRole('link', { name: `Zanele ${lastName}` }).click();

  // Answered by phone: staff take it out of Needs reply themselves, and the timeline says who did.
  await expect(page.getByRole('heading', { level: 2, name: `Zanele ${lastName}` })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(page.getByText('Marked as answered').first()).toBeVisible();
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Marked as answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as answered' })).toHaveCount(0);
  await page.goto('/admin/inquiries?needsReply=true');
  await expect(page.getByRole('link', { name: `Zanele ${lastName}` })).toHaveCount(0);
});

test('a mail naming the enquiry from another address waits as "From another sender" until staff accept it', async ({ page, baseURL }) => {
  test.slow();
  const lastName = unique('Forwarded');
  const email = `${lastName.replace(/\W/g, '').toLowerCase()}@example.com`;
  const created = await page.request.post('/api/inquiries', {
    headers: { Origin: baseURL! },
    data: { firstName: 'Thabo', lastName, email, packageType: 'elegant', groupSize: '3-4', message: 'A family trip to Kruger?' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await signIn(page);
  await page.goto(`/admin/inquiries/${id}`);
  await waitForHydration(page);
  const reference = (await page.getByText(/^Reference AST-\d+$/).textContent())!.replace('Reference ', '');

  // The display name claims the traveller's address; the address itself is someone else's.
  await imap.deliver(
    [`From: "${email}" <partner@elsewhere.example>`, 'To: desk@safari.example', `Subject: Kruger dates [${reference}]`, `Message-ID: <held-${Date.now()}@mail.example.com>`, 'Content-Type: text/plain; charset=utf-8', '', 'We can travel in July.', ''].join('\r\n'),
  );
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const held = timeline.getByRole('listitem').filter({ hasText: 'From another sender' });
  await expect(async () => {
    await page.reload();
    await expect(held).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await waitForHydration(page);
  await expect(held.getByText('partner@elsewhere.example', { exact: true })).toBeVisible();
  await expect(held.getByText('We can travel in July.')).toBeVisible();
  await expect(timeline.getByText('Answer from the traveller')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await held.getByLabel('Also take later mail from partner@elsewhere.example as the traveller’s').check();
  await held.getByRole('button', { name: 'Accept as the traveller’s answer' }).click();
  const answer = timeline.getByRole('listitem').filter({ hasText: 'Answer from the traveller' });
  await expect(answer.getByText('We can travel in July.')).toBeVisible();
  await expect(timeline.getByText('From another sender')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'The traveller’s addresses' }).getByRole('listitem').filter({ hasText: 'partner@elsewhere.example' })).toBeVisible();
});

test('the Overview says in words when the mailbox cannot be read, and stops saying it once it can', async ({ page }) => {
  await signIn(page);
  const warning = page.getByRole('region', { name: 'Travellers’ answers are not coming in' });
  await expect(warning).toBeHidden();
  await imap.stop();
  try {
    await expect(async () => {
      await page.reload();
      await expect(warning).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(warning.getByText(/^The mailbox desk@safari\.example on 127\.0\.0\.1 could not be reached since .+; travellers' answers are waiting there/)).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  } finally {
    await imap.start();
  }
  await expect(async () => {
    await page.reload();
    await expect(warning).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
});
