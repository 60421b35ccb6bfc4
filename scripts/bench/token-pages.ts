import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';

/** The account the bench's server is started with, to make one booking and its token pages (issues 30, 43). */
export const BENCH_ADMIN = { ADMIN_USERNAME: 'bench-admin', ADMIN_PASSWORD: 'bench-admin-password-2026' };

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type LinkKind = 'proposals' | 'trips' | 'reservations' | 'reviews';

/** The newest `/<kind>/<token>` link in the mail the server wrote under DATA_DIR/mail (no SMTP_URL). */
async function mailedLink(dataDir: string, kind: LinkKind, to: string): Promise<string> {
  const dir = join(dataDir, 'mail');
  for (let tries = 0; tries < 200; tries++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const mail = await simpleParser(await readFile(join(dir, file)));
      const addressed = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((l) => l.value.some((a) => a.address === to));
      const link = addressed ? new RegExp(`/${kind}/[A-Za-z0-9_-]{43}`).exec(mail.text ?? '')?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no /${kind}/ link mailed to ${to}`);
}

/**
 * The bench server's embedded PostgreSQL, found as its own files say: the port on the fourth line of
 * `postmaster.pid`, the password in DATA_DIR/postgres-password (database/embedded.ts).
 */
async function embeddedDatabase(dataDir: string): Promise<pg.Client> {
  const pidFile = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(pidFile[3]), user: 'postgres', password, database: 'safari' });
  await client.connect();
  return client;
}

export interface TokenPages {
  proposal: string;
  pack: string;
  lodge: string;
  review: string;
}

/**
 * One of each page a traveller or a lodge opens from a mail (issue 43): signed in as the bench's admin, an enquiry
 * for a trip at a camp with an e-mail, a proposal sent (its page) and accepted, the pack sent (`/trips/<token>`), the
 * camp's reservation request sent (the lodge's page), and, the departure moved into the past in the database as a
 * trip taken, the review request sent (the review form). Every page's first-load JS is counted the same way.
 */
export async function tokenPagePaths(base: string, dataDir: string): Promise<TokenPages> {
  const origin = { Origin: base, 'Content-Type': 'application/json' };
  const post = async (path: string, body: unknown, cookie = '') => {
    const response = await fetch(`${base}/api${path}`, { method: 'POST', headers: { ...origin, ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return { json: (await response.json().catch(() => ({}))) as Record<string, unknown>, cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  };
  const { cookie } = await post('/admin/login', { username: BENCH_ADMIN.ADMIN_USERNAME, password: BENCH_ADMIN.ADMIN_PASSWORD });
  // The owner made from the environment finishes its first sign-in before anything else opens (decision 158).
  await post('/admin/email', { email: 'bench-admin@bench.example', currentPassword: BENCH_ADMIN.ADMIN_PASSWORD }, cookie);
  const own = `${BENCH_ADMIN.ADMIN_PASSWORD}, now its own`;
  await post('/admin/password', { currentPassword: BENCH_ADMIN.ADMIN_PASSWORD, newPassword: own, confirmPassword: own }, cookie);
  const stamp = Date.now();
  const email = `bench-pack-${stamp}@example.com`;
  const campEmail = `bench-camp-${stamp}@example.com`;
  const camp = await post('/admin/suppliers', { name: `Bench Camp ${stamp}`, kind: 'camp', email: campEmail }, cookie);
  const inquiry = await post('/inquiries', { firstName: 'Bench', lastName: 'Traveller', email, packageType: 'elegant', groupSize: '1-2', message: 'A pack to measure.' });
  const stops = [{ title: 'Khwai', description: 'Game drives', nights: 3, placeName: 'Khwai', lat: -19.15, lng: 23.75, lodge: 'Bench Camp', supplierId: camp.json.id }];
  const proposal = await post(`/admin/inquiries/${inquiry.json.id}/proposals`, { currency: 'USD', startDate: isoDay(40), adults: 2, validUntil: isoDay(10), stops, lines: [{ label: 'Per person', quantity: 2, unitPrice: 3000 }] }, cookie);
  await post(`/admin/proposals/${proposal.json.id}/send`, {}, cookie);
  const proposalPath = await mailedLink(dataDir, 'proposals', email);
  const accepted = await post(`${proposalPath}/accept`, { leadName: 'Bench Traveller', phone: '+27 82 555 0101', travellers: ['Bench Traveller', 'Second Traveller'], acceptTerms: true });
  const bookingId = String(accepted.json.bookingId);
  await post(`/admin/bookings/${bookingId}/pack`, {}, cookie);
  const pack = await mailedLink(dataDir, 'trips', email);
  const drafted = await post(`/admin/bookings/${bookingId}/reservations`, {}, cookie);
  const [reservation] = (drafted.json as { items: { id: string }[] }).items;
  await post(`/admin/reservations/${reservation!.id}/send`, {}, cookie);
  const lodge = await mailedLink(dataDir, 'reservations', campEmail);
  // A review link opens once the trip is over; no route moves a departure into the past, so the database does.
  const db = await embeddedDatabase(dataDir);
  try {
    await db.query(`update bookings set departure_on = current_date - 10 where id = $1`, [bookingId]);
  } finally {
    await db.end();
  }
  await post(`/admin/bookings/${bookingId}/review-request`, {}, cookie);
  const review = await mailedLink(dataDir, 'reviews', email);
  return { proposal: proposalPath, pack, lodge, review };
}
