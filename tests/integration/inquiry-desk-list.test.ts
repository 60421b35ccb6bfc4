import { beforeAll, describe, expect, it } from 'vitest';
import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';
import { at, seedInquiries } from '../fixtures/inquiries.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
let rows: InquiryRecord[];
withSignedInApp((started) => ({ app, staff } = started));

// Eight real enquiries a minute apart (three later moved on) and one spam; this file only reads them.
beforeAll(async () => {
  rows = await seedInquiries(app, [
    { createdAt: at(1), firstName: 'Amara', lastName: 'Okafor', email: 'amara@example.com', message: 'Victoria Falls in June' },
    { createdAt: at(2), firstName: 'Jonas', lastName: 'Berg', email: 'jonas@example.se', message: 'Honeymoon at Chobe' },
    { createdAt: at(3), firstName: 'Li', lastName: 'Wei', email: 'li.wei@example.cn', message: 'Discount of 50% for kids?' },
    { createdAt: at(4), firstName: 'Sara', lastName: 'Nkosi', email: 's_nkosi@example.za', message: 'Big Five, please' },
    { createdAt: at(5), firstName: 'Tom', lastName: 'Hale', email: 'tom@example.com', message: 'Kruger walking safari' },
    { createdAt: at(6), firstName: 'Eva', lastName: 'Marsh', email: 'eva@example.com', message: 'Cape Town and wine' },
    { createdAt: at(7), firstName: 'Ken', lastName: 'Ito', email: 'ken@example.jp', message: 'Photography trip' },
    { createdAt: at(8), firstName: 'Ana', lastName: 'Silva', email: 'ana@example.br', message: 'Addo elephants' },
    { createdAt: at(9), firstName: 'Buy', lastName: 'Pills', email: 'bot@spam.example', message: 'cheap pills', status: 'spam' },
  ]);
  for (const [index, status] of [[4, 'contacted'], [5, 'booked'], [6, 'lost']] as const) {
    expect((await staff.request('PATCH', `/api/admin/inquiries/${rows[index]!.id}`, { body: { status } })).status).toBe(200);
  }
});

const names = (body: { items: InquiryRecord[] }) => body.items.map((i) => i.firstName);

describe('GET /api/admin/inquiries', () => {
  it('lists every enquiry but spam, newest first, with the total', async () => {
    const response = await staff.get('/api/admin/inquiries');
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(8);
    expect(names(response.body)).toEqual(['Ana', 'Ken', 'Eva', 'Tom', 'Sara', 'Li', 'Jonas', 'Amara']);
    expect(response.body.items[0]).toMatchObject({ email: 'ana@example.br', status: 'pending', firstRespondedAt: null, landingPage: null });
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const first = await staff.get('/api/admin/inquiries?limit=3');
    const second = await staff.get('/api/admin/inquiries?limit=3&offset=3');
    const last = await staff.get('/api/admin/inquiries?limit=3&offset=6');
    expect([first.body.total, second.body.total, last.body.total]).toEqual([8, 8, 8]);
    expect([...names(first.body), ...names(second.body), ...names(last.body)]).toEqual(['Ana', 'Ken', 'Eva', 'Tom', 'Sara', 'Li', 'Jonas', 'Amara']);
    expect((await staff.get('/api/admin/inquiries?offset=50')).body).toEqual({ items: [], total: 8, totalCapped: false });
  });

  it('lists New (pending) enquiries oldest first, the ones waiting longest on top', async () => {
    const response = await staff.get('/api/admin/inquiries?status=pending');
    expect(names(response.body)).toEqual(['Amara', 'Jonas', 'Li', 'Sara', 'Ana']);
    expect(response.body.total).toBe(5);
  });

  it('filters by any status, spam included', async () => {
    expect(names((await staff.get('/api/admin/inquiries?status=booked')).body)).toEqual(['Eva']);
    expect(names((await staff.get('/api/admin/inquiries?status=spam')).body)).toEqual(['Buy']);
    expect((await staff.get('/api/admin/inquiries?status=quoted')).body).toEqual({ items: [], total: 0, totalCapped: false });
  });

  it.each([
    ['amara', ['Amara']],
    ['OKAFOR', ['Amara']],
    ['amara okafor', ['Amara']],
    ['example.se', ['Jonas']],
    ['HONEYMOON', ['Jonas']],
    ['falls in', ['Amara']],
  ])('finds %j in the name, e-mail or message, whatever the case', async (q, expected) => {
    expect(names((await staff.get(`/api/admin/inquiries?q=${encodeURIComponent(q)}`)).body)).toEqual(expected);
  });

  it('matches % and _ literally, not as wildcards', async () => {
    expect(names((await staff.get('/api/admin/inquiries?q=50%25')).body)).toEqual(['Li']);
    expect(names((await staff.get('/api/admin/inquiries?q=%25')).body)).toEqual(['Li']);
    expect(names((await staff.get('/api/admin/inquiries?q=s_n')).body)).toEqual(['Sara']);
  });

  it('combines search and status', async () => {
    expect(names((await staff.get('/api/admin/inquiries?q=example.com&status=pending')).body)).toEqual(['Amara']);
    expect((await staff.get('/api/admin/inquiries?q=pills')).body.total).toBe(0);
    expect((await staff.get('/api/admin/inquiries?q=pills&status=spam')).body.total).toBe(1);
  });

  it.each([
    ['status=archived', 'status', 'Status must be one of: pending, contacted, quoted, booked, lost, spam'],
    ['status=pending&status=lost', 'status', 'Status must be one of: pending, contacted, quoted, booked, lost, spam'],
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=1e2', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset', 'Offset must be a whole number of at least 0'],
    ['offset=99999999999', 'offset', 'Offset must be a whole number of at least 0'],
    [`q=${'x'.repeat(201)}`, 'q', 'Search must be at most 200 characters'],
    ['needsReply=yes', 'needsReply', 'needsReply must be true or false'],
    ['needsReply=true&needsReply=false', 'needsReply', 'needsReply must be true or false'],
  ])('answers ?%s with 400 naming %s', async (query, field, message) => {
    const response = await staff.get(`/api/admin/inquiries?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: message });
  });

  it('takes at most 100 a page, 50 when not told', async () => {
    expect((await staff.get('/api/admin/inquiries?limit=100')).status).toBe(200);
    expect((await staff.get('/api/admin/inquiries')).body.items).toHaveLength(8);
  });

  it('answers SPEC’s GET /api/inquiries for staff with the same page', async () => {
    const response = await staff.get('/api/inquiries?limit=2&offset=1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual((await staff.get('/api/admin/inquiries?limit=2&offset=1')).body);
    expect((await staff.get('/api/inquiries?limit=500')).status).toBe(400);
  });
});

describe('GET /api/admin/inquiries/counts', () => {
  it('counts each status; all leaves spam out', async () => {
    const response = await staff.get('/api/admin/inquiries/counts');
    // A status chosen by staff leaves "needs reply" as it was: all eight still wait for an answer.
    expect(response.body).toEqual({ all: 8, needsReply: 8, pending: 5, contacted: 1, quoted: 0, booked: 1, lost: 1, spam: 1 });
  });

  it('feeds the dashboard figures: spam is neither an enquiry nor new', async () => {
    expect((await staff.get('/api/admin/stats')).body).toMatchObject({ inquiries: 8, newInquiries: 5 });
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/admin/inquiries'],
    ['GET', '/api/admin/inquiries/counts'],
    ['GET', '/api/admin/inquiries/export'],
    ['GET', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/notes'],
    ['DELETE', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/answered'],
    ['GET', '/api/inquiries'],
  ])('%s %s answers 401 and reveals nothing', async (method, path) => {
    const response = await app.client().request(method, path, method === 'PATCH' || method === 'POST' ? { body: { status: 'booked', body: 'x' } } : {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in' });
  });
});
