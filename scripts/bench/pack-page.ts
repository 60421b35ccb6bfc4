import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** The account the bench's server is started with, to make one booking and its pack (issue 30). */
export const BENCH_ADMIN = { ADMIN_USERNAME: 'bench-admin', ADMIN_PASSWORD: 'bench-admin-password-2026' };

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The newest `/<kind>/<token>` link in the mail the server wrote under DATA_DIR/mail (no SMTP_URL). */
async function mailedLink(dataDir: string, kind: 'proposals' | 'trips', to: string): Promise<string> {
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
 * A traveller's pack to measure (issue 30): signed in as the bench's admin, an enquiry, a proposal sent and
 * accepted, and the pack sent now; its path, `/trips/<token>`. Every page's first-load JS is counted the same way.
 */
export async function packPagePath(base: string, dataDir: string): Promise<string> {
  const origin = { Origin: base, 'Content-Type': 'application/json' };
  const post = async (path: string, body: unknown, cookie = '') => {
    const response = await fetch(`${base}/api${path}`, { method: 'POST', headers: { ...origin, ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return { json: (await response.json().catch(() => ({}))) as Record<string, string>, cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  };
  const { cookie } = await post('/admin/login', { username: BENCH_ADMIN.ADMIN_USERNAME, password: BENCH_ADMIN.ADMIN_PASSWORD });
  // The owner made from the environment finishes its first sign-in before anything else opens (decision 158).
  await post('/admin/email', { email: 'bench-admin@bench.example', currentPassword: BENCH_ADMIN.ADMIN_PASSWORD }, cookie);
  const own = `${BENCH_ADMIN.ADMIN_PASSWORD}, now its own`;
  await post('/admin/password', { currentPassword: BENCH_ADMIN.ADMIN_PASSWORD, newPassword: own, confirmPassword: own }, cookie);
  const email = `bench-pack-${Date.now()}@example.com`;
  const inquiry = await post('/inquiries', { firstName: 'Bench', lastName: 'Traveller', email, packageType: 'elegant', groupSize: '1-2', message: 'A pack to measure.' });
  const stops = [{ title: 'Khwai', description: 'Game drives', nights: 3, placeName: 'Khwai', lat: -19.15, lng: 23.75, lodge: 'Bench Camp' }];
  const proposal = await post(`/admin/inquiries/${inquiry.json.id}/proposals`, { currency: 'USD', startDate: isoDay(40), adults: 2, validUntil: isoDay(10), stops, lines: [{ label: 'Per person', quantity: 2, unitPrice: 3000 }] }, cookie);
  await post(`/admin/proposals/${proposal.json.id}/send`, {}, cookie);
  const accepted = await post(`${await mailedLink(dataDir, 'proposals', email)}/accept`, { leadName: 'Bench Traveller', phone: '+27 82 555 0101', travellers: ['Bench Traveller', 'Second Traveller'], acceptTerms: true });
  await post(`/admin/bookings/${accepted.json.bookingId}/pack`, {}, cookie);
  return mailedLink(dataDir, 'trips', email);
}
