import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';
import { describeActivity } from '#components/admin/activity/activity-text.ts';
import { at, seedInquiries } from '../fixtures/inquiries.ts';
import { until } from '../setup/until.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
let username: string;
withSignedInApp((started) => ({ app, staff, username } = started));

/** An RFC 4180 reader, enough to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The export's bytes as sent, with the given Accept-Encoding (fetch would undo the gzip). */
function rawExport(path: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${app.baseUrl}${path}`, { headers: { Cookie: staff.cookie!, Origin: app.baseUrl, 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const HOSTILE = '=HYPERLINK("http://x","y")';

let hostile: InquiryRecord;
let awkward: InquiryRecord;
let contact: InquiryRecord;

// Every test reads the same rows, seeded once here, so each runs alone or in any order.
beforeAll(async () => {
  [hostile, awkward, , contact] = (await seedInquiries(app, [
    { createdAt: at(1), firstName: HOSTILE, lastName: '+Plus', email: 'hostile@example.com', message: '@SUM(A1)', phone: '+27 82 000 0000', landingPage: '/?utm_source=news', referrer: 'https://www.google.com/', utmSource: 'news', utmMedium: 'email', utmCampaign: 'june', form: 'contact' },
    { createdAt: at(2), firstName: 'Mara', lastName: 'Okafor, "Jr."', email: 'awkward@example.com', message: 'Line one\nline two, with "quotes"' },
    { createdAt: at(3), firstName: 'Spammy', email: 'bot@example.com', status: 'spam' },
    { createdAt: at(4), firstName: 'Lindiwe', email: 'labels@example.com', packageType: 'local-sa', safariType: 'local-sa', budgetRange: '5000-10000', groupSize: 'not given', form: '/kruger' },
  ])) as [InquiryRecord, InquiryRecord, InquiryRecord, InquiryRecord];
  expect((await staff.request('PATCH', `/api/admin/inquiries/${hostile.id}`, { body: { status: 'quoted' } })).status).toBe(200);
  // Groups of seven share a receipt time to the microsecond, so batches must break ties on the id.
  await app.orm.em.fork().execute(
    `insert into inquiries (id, first_name, last_name, email, package_type, group_size, message, status, created_at)
     select gen_random_uuid(), 'Bulk' || g, 'Row', 'bulk' || g || '@example.com', 'custom', '1-2', 'bulk', 'pending',
            timestamptz '2025-06-01 00:00:00+00' + (g / 7) * interval '1.5 microseconds'
     from generate_series(1, 5000) as g`,
  );
});

describe('GET /api/admin/inquiries/export', () => {
  it('downloads a CSV with a header row and every field, hostile cells defused and awkward ones quoted', async () => {
    const response = await staff.get('/api/admin/inquiries/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="inquiries-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    // fetch's text() drops the byte-order mark that lets Excel read UTF-8; the bytes keep it.
    const raw = await fetch(`${app.baseUrl}/api/admin/inquiries/export`, { headers: { Cookie: staff.cookie! } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0x49, 0x44]);
    expect(response.text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);

    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual([
      'ID', 'Received (Africa/Johannesburg time)', 'Status', 'First name', 'Last name', 'Email', 'Phone', 'Package', 'Safari type', 'Group size', 'Budget',
      'Arrival', 'Departure', 'Message', 'First response (Africa/Johannesburg time)', 'Minutes to first response', 'Landing page', 'Came from',
      'Campaign source', 'Campaign medium', 'Campaign', 'Form', 'Spam check', 'Needs reply', 'Trip', 'Departure chosen', 'Reference',
    ]);
    const byId = new Map(rows.map((r) => [r[0], Object.fromEntries(header!.map((h, i) => [h, r[i]]))]));
    const first = byId.get(hostile.id)!;
    // The words staff see in the desk, not the stored codes; times in SITE_TIMEZONE (UTC+2 here).
    expect(first).toMatchObject({
      'Status': 'Quoted',
      'Needs reply': 'Yes',
      'Package': 'Elegant Safari',
      'Group size': '3-4 people',
      'Budget': '',
      'First name': `'${HOSTILE}`,
      'Last name': "'+Plus",
      'Phone': "'+27 82 000 0000",
      'Message': "'@SUM(A1)",
      'Received (Africa/Johannesburg time)': '2026-01-01 02:01',
      'Arrival': '2027-06-10',
      'Landing page': '/?utm_source=news',
      'Came from': 'https://www.google.com/',
      'Campaign source': 'news',
      'Campaign medium': 'email',
      'Campaign': 'june',
      'Form': 'Contact page form',
    });
    expect(first['First response (Africa/Johannesburg time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(Number(first['Minutes to first response'])).toBeGreaterThan(0);
    expect(byId.get(awkward.id)).toMatchObject({ 'Last name': 'Okafor, "Jr."', 'Message': 'Line one\nline two, with "quotes"', 'First response (Africa/Johannesburg time)': '', 'Phone': '' });
  });

  it('names the contact form’s choices as the form offered them', async () => {
    const [header, ...rows] = parseCsv((await staff.get('/api/admin/inquiries/export?q=labels')).text);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows.find((r) => r[0] === contact.id)![i]]));
    expect(row).toMatchObject({
      'Status': 'New',
      'Package': 'South African Local Safari',
      'Safari type': 'South African Local Safari',
      'Budget': '$5,000 - $10,000',
      'Group size': 'Not given',
      'Form': 'Contact section of /kruger',
      'Received (Africa/Johannesburg time)': '2026-01-01 02:04',
    });
  });

  it('exports what the list shows for a status and a search', async () => {
    const all = parseCsv((await staff.get('/api/admin/inquiries/export')).text);
    expect(all.map((r) => r[3])).not.toContain('Spammy');
    const spam = await staff.get('/api/admin/inquiries/export?status=spam');
    expect(spam.headers.get('content-disposition')).toContain('inquiries-spam-');
    expect(parseCsv(spam.text).slice(1).map((r) => r[3])).toEqual(['Spammy']);
    expect(parseCsv((await staff.get('/api/admin/inquiries/export?q=awkward')).text)).toHaveLength(2);
    // The Needs reply view: the bulk rows were written straight into the table, so none of them waits.
    const waiting = await staff.get('/api/admin/inquiries/export?needsReply=true');
    expect(waiting.headers.get('content-disposition')).toContain('inquiries-needs-reply-all-');
    const [head, ...rows] = parseCsv(waiting.text);
    expect(rows.length).toBeGreaterThan(0);
    const needsReply = head!.indexOf('Needs reply');
    expect(rows.every((r) => r[needsReply] === 'Yes')).toBe(true);
    expect(rows.map((r) => r[3])).not.toContain('Bulk1');
  });

  it('answers bad filters with 400 naming the field', async () => {
    const response = await staff.get('/api/admin/inquiries/export?status=nope');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(['status']);
  });

  it('streams 5,000 enquiries from a cursor in batches, none lost or repeated where receipt times tie', async () => {
    const response = await staff.get('/api/admin/inquiries/export?q=bulk');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    const rows = parseCsv(response.text);
    expect(rows).toHaveLength(5001);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(5000);
    // Newest first, like the list.
    const received = rows.slice(1).map((r) => r[1]!);
    expect([...received].sort().reverse()).toEqual(received);
  });

  it('pages New oldest first in the export too', async () => {
    const rows = parseCsv((await staff.get('/api/admin/inquiries/export?status=pending&q=bulk')).text).slice(1);
    expect(rows).toHaveLength(5000);
    // Bulk1 to Bulk6 share the earliest receipt time.
    expect(rows.slice(0, 6).map((r) => r[3]).sort()).toEqual(['Bulk1', 'Bulk2', 'Bulk3', 'Bulk4', 'Bulk5', 'Bulk6']);
    const received = rows.map((r) => r[1]!);
    expect([...received].sort()).toEqual(received);
  });

  it('closes its database connection when the client leaves mid-download', async () => {
    const exportConnections = async () =>
      Number((await app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from pg_stat_activity where application_name = 'safari-export'`))[0]!.n);
    const leaving = new AbortController();
    const response = await fetch(`${app.baseUrl}/api/admin/inquiries/export?q=bulk`, {
      headers: { Cookie: staff.cookie!, Origin: app.baseUrl },
      signal: leaving.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    leaving.abort();
    await reader.cancel().catch(() => undefined);
    for (let tries = 0; (await exportConnections()) > 0 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await exportConnections()).toBe(0);
    // And the next export is whole.
    expect(parseCsv((await staff.get('/api/admin/inquiries/export?q=bulk')).text)).toHaveLength(5001);
  });

  it('sends gzip to a client that takes it and the file as it is to one that does not, the same CSV either way', async () => {
    const gzipped = await rawExport('/api/admin/inquiries/export?q=bulk', 'gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    const csv = gunzipSync(gzipped.body);
    // A client that takes deflate but not gzip: neither the worker nor the compression middleware encodes it.
    for (const acceptEncoding of ['identity', 'deflate']) {
      const plain = await rawExport('/api/admin/inquiries/export?q=bulk', acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(csv)).toBe(true);
    }
    expect(parseCsv(csv.toString('utf8'))).toHaveLength(5001);
    expect(gzipped.body.length).toBeLessThan(csv.length / 4);
  });

  it('answers 503 before any of the file when its database connection is refused, and exports again after', async () => {
    const config = app.orm.em.config;
    const url = config.get('clientUrl');
    // Only the export's own connection is refused: sessions and the rest of the app still reach PostgreSQL.
    config.set('clientUrl', 'postgres://nobody@127.0.0.1:1/nothing');
    try {
      const response = await staff.get('/api/admin/inquiries/export?q=bulk');
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.headers.get('content-disposition')).toBeNull();
    } finally {
      config.set('clientUrl', url);
    }
    expect(parseCsv((await staff.get('/api/admin/inquiries/export?q=bulk')).text)).toHaveLength(5001);
  });

  it('cuts the download, rather than ending it as if whole, when PostgreSQL drops the connection midway', async () => {
    // 30 MB of CSV: more than the sockets between here and the server hold, so the export is still
    // reading when its connection goes.
    const em = app.orm.em.fork();
    await em.execute(
      `insert into inquiries (id, first_name, last_name, email, package_type, group_size, message, status, created_at)
       select gen_random_uuid(), 'Long' || g, 'Row', 'long' || g || '@example.com', 'custom', '1-2', repeat('safari ', 500), 'pending', now()
       from generate_series(1, 10000) as g`,
    );
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void warnings.push(String(line)));
    try {
      const response = await fetch(`${app.baseUrl}/api/admin/inquiries/export?q=long`, { headers: { Cookie: staff.cookie!, Origin: app.baseUrl, 'Accept-Encoding': 'identity' } });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read();
      const dropped = await em.execute<{ dropped: boolean }[]>(`select pg_terminate_backend(pid) as dropped from pg_stat_activity where application_name = 'safari-export'`);
      expect(dropped).toEqual([{ dropped: true }]);
      const rest = (async () => {
        for (let read = await reader.read(); !read.done; read = await reader.read());
      })();
      await expect(rest).rejects.toThrow();
      // The operator can tell from the log why a staff download broke off.
      // (Its path, not its query: a search can be a traveller's name.)
      // Its cause reads as pg words it: "terminating connection…" during a fetch, "…not queryable" between two.
      expect(warnings.some((line) => line.startsWith('GET /api/admin/inquiries/export: the download was cut ('))).toBe(true);
      expect(warnings.join('\n')).not.toContain('q=long');
    } finally {
      warn.mockRestore();
      await em.execute(`delete from inquiries where email like 'long%@example.com'`);
    }
  });
});

describe('CSV neutralisation and the activity log (decision 137)', () => {
  it('neutralises a cell that holds ;= or ,= anywhere, not only at its start', async () => {
    await seedInquiries(app, [{ createdAt: at(5), firstName: 'Semi', lastName: 'a,=b', email: 'semicolon@example.com', message: 'x;=1+1' }]);
    try {
      const [header, row] = parseCsv((await staff.get('/api/admin/inquiries/export?q=semicolon')).text);
      const cells = Object.fromEntries(header!.map((h, i) => [h, row![i]]));
      expect(cells).toMatchObject({ 'First name': 'Semi', 'Last name': "'a,=b", 'Message': "'x;=1+1" });
    } finally {
      await app.orm.em.fork().execute(`delete from inquiries where email = 'semicolon@example.com'`);
    }
  });

  it('writes each export to the activity log: who, when and how many rows, in words', async () => {
    const started = new Date(Date.now() - 1000);
    const csv = parseCsv((await staff.get('/api/admin/inquiries/export?q=bulk')).text);
    expect(csv).toHaveLength(5001);
    const entries = (await staff.get('/api/admin/activity?kind=inquiry&limit=200')).body.items as ActivityEntry[];
    const exported = entries.find((e) => e.action === 'exported')!;
    expect(exported).toMatchObject({ actorName: username, recordType: 'Inquiry', changes: { rows: 5000, complete: true } });
    expect(new Date(exported.at).getTime()).toBeGreaterThanOrEqual(started.getTime());
    expect(describeActivity(exported)).toBe('exported 5,000 inquiries to a spreadsheet');
    expect(JSON.stringify(exported)).not.toContain('bulk');
  });

  it('writes a download the client left midway as cut short, with the rows fetched by then', async () => {
    const leaving = new AbortController();
    // Uncompressed, so the 5,000 rows cannot all fit in the slots before the client leaves.
    const headers = { Cookie: staff.cookie!, Origin: app.baseUrl, 'Accept-Encoding': 'identity' };
    const response = await fetch(`${app.baseUrl}/api/admin/inquiries/export?q=bulk`, { headers, signal: leaving.signal });
    const reader = response.body!.getReader();
    await reader.read();
    leaving.abort();
    await reader.cancel().catch(() => undefined);
    const cut = await until(
      async () => ((await staff.get('/api/admin/activity?kind=inquiry&limit=200')).body.items as ActivityEntry[]).find((e) => e.action === 'exported' && (e.changes as { complete?: boolean }).complete === false),
      (entry) => entry !== undefined,
    );
    expect(cut).toMatchObject({ actorName: username });
    const { rows } = cut!.changes as { rows: number };
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(5000);
    expect(describeActivity(cut!)).toBe(`exported ${rows.toLocaleString('en')} ${rows === 1 ? 'inquiry' : 'inquiries'} to a spreadsheet (the download was cut short)`);
  });
});
