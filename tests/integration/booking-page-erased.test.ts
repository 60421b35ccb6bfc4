import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Orm } from '#database/orm.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { addDays } from '#lib/domain/dates.ts';
import { createServices } from '#server/services.ts';
import { proposalBody } from '../fixtures/proposals.ts';
import { validInquiry } from '../fixtures/records.ts';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';

// The booking page renders from the built app: after its enquiry is erased it still shows the money (decision 134).
let server: ProductionServer;
let orm: Orm;
let cookie = '';

beforeAll(async () => {
  buildOnce();
  server = await startProductionServer();
  orm = await openDatabase(server.databaseUrl);
  await createServices(orm.em.fork()).transaction((s) => s.admins.create({ username: 'ledger.owner', password: 'the owner passphrase', email: 'ledger@example.com' }, { role: 'owner' }).then(() => undefined));
  cookie = await server.signIn('ledger.owner', 'the owner passphrase');
}, 300_000);
afterAll(async () => {
  await orm?.close();
  await server?.stop();
});

// From the server's own origin, as a browser on its pages sends even a body-less DELETE.
const owner = (method: string, path: string, json?: unknown) => server.request(method, path, { headers: { cookie, origin: `http://127.0.0.1:${server.port}` }, json });

describe('the booking page after its enquiry is erased', () => {
  it('renders the booking, its payment and its history, with no trace of the traveller', async () => {
    const created = await server.request('POST', '/api/inquiries', { json: { ...validInquiry, firstName: 'Zanele', email: 'zanele@example.com' } });
    const inquiryId = JSON.parse(created.body).id as string;
    const proposal = await owner('POST', `/api/admin/inquiries/${inquiryId}/proposals`, proposalBody());
    expect(proposal.status).toBe(201);
    // The traveller's accept needs the link's token, which only the server can derive: the booking is made as accept makes it.
    const bookingId = randomUUID();
    await orm.em.fork().execute(
      `insert into bookings (id, reference, inquiry_id, proposal_id, status, currency, total_minor, deposit_minor, paid_minor, lead_name, phone, email, travellers, departure_on, balance_due_on, created_at, updated_at)
       values (?, 'AST-ZZ22', ?, ?, 'deposit-due', 'USD', 980099, 294030, 0, 'Zanele Mokoena', '+27 82 555 0199', 'zanele@example.com', '["Zanele Mokoena","Thabo Mokoena"]', ?, ?, now(), now())`,
      [bookingId, inquiryId, JSON.parse(proposal.body).id, addDays(siteToday(), 200), addDays(siteToday(), 140)],
    );
    const paid = await owner('POST', `/api/admin/bookings/${bookingId}/payments`, { amount: 2940.3, currency: 'USD', receivedOn: siteToday(), method: 'bank transfer', reference: 'FNB 8812' });
    expect(paid.status).toBe(201);

    const before = await server.get(`/admin/bookings/${bookingId}`, { cookie });
    expect(before.status).toBe(200);
    expect(before.body).toContain('Zanele Mokoena');

    const erased = await owner('DELETE', `/api/admin/inquiries/${inquiryId}`);
    expect(erased.status).toBe(204);
    const after = await server.get(`/admin/bookings/${bookingId}`, { cookie });
    expect(after.status).toBe(200);
    expect(after.body).toContain('AST-ZZ22');
    expect(after.body).toContain('Erased traveller');
    expect(after.body).toContain('FNB 8812');
    expect(after.body).toContain('$2,940.30');
    expect(after.body).toContain('The inquiry was erased');
    expect(after.body).not.toMatch(/Zanele|Thabo|zanele@example\.com|555 0199/);
  });
});
