import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '#database/orm.ts';
import { createServices } from '#server/services.ts';
import { mailContent } from '#components/admin/mail/mail.content.ts';
import { validInquiry } from '../fixtures/records.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

// The reply form says where the traveller's answer goes on this server: into the enquiry's timeline where
// the mailbox is read (IMAP_URL), else only to the team's inbox. No setting's name reaches the page.
const TRAVELLER = 'ada@example.com';
const servers: Partial<Record<'reading' | 'plain', { server: ProductionServer; cookie: string; inquiryId: string }>> = {};
const orms: Orm[] = [];

async function start(kind: 'reading' | 'plain', env: Record<string, string>) {
  const server = await startProductionServer(env);
  const orm = await openDatabase(server.databaseUrl);
  orms.push(orm);
  await createServices(orm.em.fork()).transaction((s) => s.admins.create({ username: 'the.guide', password: 'the guide passphrase', email: 'guide@example.com' }, { role: 'staff' }));
  const created = await server.request('POST', '/api/inquiries', { json: { ...validInquiry, email: TRAVELLER } });
  expect(created.status).toBe(201);
  servers[kind] = { server, cookie: await server.signIn('the.guide', 'the guide passphrase'), inquiryId: JSON.parse(created.body).id };
}

beforeAll(async () => {
  buildOnce();
  // A mailbox nobody answers at (port 1): the page must not depend on reaching it.
  await Promise.all([start('reading', { IMAP_URL: 'imap://desk%40safari.example:not-used@127.0.0.1:1/INBOX' }), start('plain', {})]);
}, 300_000);
afterAll(async () => {
  await Promise.all(orms.map((orm) => orm.close()));
  await Promise.all(Object.values(servers).map((s) => s.server.stop()));
});

/** The page's text, tags and markup entities removed, as a reader sees it. */
async function enquiryPage(kind: 'reading' | 'plain'): Promise<string> {
  const { server, cookie, inquiryId } = servers[kind]!;
  const response = await server.get(`/admin/inquiries/${inquiryId}`, { cookie });
  expect(response.status).toBe(200);
  return response.body.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
}

describe("the reply form's words", () => {
  it('say the answer comes back into the timeline where this server reads the mailbox', async () => {
    const text = await enquiryPage('reading');
    expect(text).toContain(mailContent.reply.intro(TRAVELLER, true));
    expect(text).not.toContain(mailContent.reply.intro(TRAVELLER, false));
    expect(text).not.toMatch(/IMAP|team's inbox/);
  });

  it("say the answer goes to the team's inbox, not this page, where it does not", async () => {
    const text = await enquiryPage('plain');
    expect(text).toContain(mailContent.reply.intro(TRAVELLER, false));
    expect(text).not.toContain('timeline below');
    expect(text).not.toMatch(/IMAP/);
  });
});
