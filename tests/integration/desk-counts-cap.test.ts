import { beforeAll, describe, expect, it } from 'vitest';
import { InquiriesRepository } from '#database/repositories/inquiries.repo.ts';
import { COUNT_CAP, SEARCH_COUNT_CAP } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));

// More answered enquiries than the desk counts (issue 20), and a handful waiting: counts stop at the cap.
const ANSWERED = COUNT_CAP + 5;
beforeAll(async () => {
  await app.orm.em.fork().execute(
    `insert into inquiries (id, first_name, last_name, email, package_type, group_size, message, status, created_at, first_responded_at, needs_reply, needs_reply_since)
     select gen_random_uuid(), 'Guest', 'Number' || n, 'guest' || n || '@example.com', 'elegant', '2', 'Hello', 'contacted',
            now() - make_interval(mins => n), now() - make_interval(mins => n) + interval '1 hour', false, null
       from generate_series(1, ${ANSWERED}) as n
     union all
     select gen_random_uuid(), 'Waiting', 'Guest' || n, 'waiting' || n || '@example.com', 'elegant', '2', 'Hello', 'pending', now() - make_interval(mins => n), null,
            true, now() - make_interval(mins => n)
       from generate_series(1, 3) as n`,
  );
});

describe('counts at scale', () => {
  it('lists stop counting past the cap and say so', async () => {
    const page = await staff.get('/api/admin/inquiries?limit=50');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: COUNT_CAP + 1, totalCapped: true });
    expect(page.body.items).toHaveLength(50);
  });

  it('a text search stops counting sooner, at SEARCH_COUNT_CAP, and still pages on', async () => {
    const page = await staff.get('/api/admin/inquiries?q=Guest&limit=50');
    expect(page.body).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true });
    expect(page.body.items).toHaveLength(50);
    const deep = await staff.get(`/api/admin/inquiries?q=Guest&limit=50&offset=${SEARCH_COUNT_CAP + 50}`);
    expect(deep.body.items).toHaveLength(50);
    // A search with fewer matches is counted exactly.
    expect((await staff.get('/api/admin/inquiries?q=Waiting')).body).toMatchObject({ total: 3, totalCapped: false });
  });

  it('a text search PostgreSQL expects far more matches of than the cap says "1,000+" without counting them', async () => {
    const em = app.orm.em.fork();
    await em.execute(
      `insert into inquiries (id, first_name, last_name, email, package_type, group_size, message, status, created_at)
       select gen_random_uuid(), 'Crowd', 'Member' || n, 'crowd' || n || '@example.com', 'elegant', '2', 'Hello', 'contacted', now() - make_interval(mins => n)
         from generate_series(1, ${20 * SEARCH_COUNT_CAP + 5_000}) as n`,
    );
    await em.execute('analyze inquiries');
    const statements: string[] = [];
    const execute = em.execute.bind(em);
    em.execute = ((sql: string, ...rest: unknown[]) => (statements.push(sql), execute(sql, ...(rest as [])))) as typeof em.execute;
    const page = await new InquiriesRepository(em).search({ q: 'Crowd', limit: 50, offset: 0 });
    expect(page).toMatchObject({ total: SEARCH_COUNT_CAP + 1, totalCapped: true });
    expect(page.items).toHaveLength(50);
    expect(statements.some((sql) => sql.startsWith('explain'))).toBe(true);
    expect(statements.some((sql) => sql.includes('count(*)'))).toBe(false);
    // One of them is still counted exactly: PostgreSQL expects few.
    expect((await new InquiriesRepository(em).search({ q: 'Member20777', limit: 50, offset: 0 })).total).toBe(1);
    await em.execute(`delete from inquiries where first_name = 'Crowd'`);
  });

  it('a text search whose page ends short takes its total from the page, and a page past the end is counted', async () => {
    const em = app.orm.em.fork();
    const statements: string[] = [];
    const execute = em.execute.bind(em);
    em.execute = ((sql: string, ...rest: unknown[]) => (statements.push(sql), execute(sql, ...(rest as [])))) as typeof em.execute;
    const inquiries = new InquiriesRepository(em);
    const last = await inquiries.search({ q: 'Waiting', limit: 2, offset: 2 });
    expect(last).toMatchObject({ total: 3, totalCapped: false });
    expect(last.items.map((item) => item.lastName)).toEqual(['Guest3']);
    expect(statements.some((sql) => sql.includes('count(*)'))).toBe(false);
    // Past the end the page says nothing of the total: it is counted.
    const beyond = await inquiries.search({ q: 'Waiting', limit: 2, offset: 5 });
    expect(beyond).toMatchObject({ items: [], total: 3, totalCapped: false });
    expect(statements.some((sql) => sql.includes('count(*)'))).toBe(true);
  });

  it('a filter under the cap is counted exactly', async () => {
    const page = await staff.get('/api/admin/inquiries?status=pending');
    expect(page.body).toMatchObject({ total: 3, totalCapped: false });
  });

  it('status counts stop past the cap; small ones stay exact', async () => {
    const counts = (await staff.get('/api/admin/inquiries/counts')).body;
    expect(counts).toMatchObject({ all: COUNT_CAP + 1, contacted: COUNT_CAP + 1, pending: 3, booked: 0, needsReply: 3 });
  });

  it('the Overview figures stop past the cap too, and the page says "10,000+"', async () => {
    const stats = (await staff.get('/api/admin/stats')).body;
    expect(stats).toMatchObject({ inquiries: COUNT_CAP + 1, newInquiries: 3 });
    expect(stats.desk.needsReply.count).toBe(3);
  });

  it('pages past the cap are still served', async () => {
    const deep = await staff.get(`/api/admin/inquiries?limit=50&offset=${COUNT_CAP - 45}`);
    expect(deep.body.items).toHaveLength(50);
    expect(deep.body.totalCapped).toBe(true);
  });
});
