/**
 * The voucher probe of `npm run soak` (issue 30): twenty voucher PDFs asked for at once by an owner, each a
 * confirmed reservation of one booking. Vouchers are drawn in the PDF pool the proposals use (two threads,
 * each with a heap limit, a hundred jobs waiting: server/documents/draw-document.ts), so the server's memory
 * grows by the pool's bound, not by twenty documents at once. The figure is the server's peak RSS (threads
 * included) above its RSS just before, read from /proc every 10 ms.
 */
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { enquiry } from './load.ts';
import { Client, signIn, type ServerProcess } from './servers.ts';
import { sleep, type Row } from './context.ts';

const VOUCHERS = 20;
/** Two drawing threads at their heap limits (96 + 8 MB each) and their buffers: what the pool can hold. */
const TARGET_GROWTH_MB = 256;

/** The process's resident memory in MB (Linux), threads included. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** One booking with `VOUCHERS` confirmed reservations, each with a supplier of its own; their ids. */
async function confirmedReservations(admin: Client, db: pg.Client, tokenFor: (nonce: string) => string): Promise<string[]> {
  const ok = async (method: string, path: string, body: unknown, want = [200, 201, 202]) => {
    const response = await admin.send(method, path, body);
    if (!want.includes(response.status)) throw new Error(`voucher set-up: ${method} ${path} answered ${response.status} ${JSON.stringify(response.json)}`);
    return response.json;
  };
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const stops = [];
  for (let n = 0; n < VOUCHERS; n++) {
    const name = `Soak Camp ${n}`;
    const supplier = await ok('POST', '/api/admin/suppliers', { name, email: `camp${n}@soak.invalid`, phone: '+267 555 0100', address: `Plot ${n}\nMaun, Botswana` });
    stops.push({ title: `Camp ${n}`, description: 'Game drives', nights: 1, placeName: 'Khwai', lat: -19.15, lng: 23.75, lodge: name, supplierId: supplier.id });
  }
  const inquiry = await new Client(admin.base).send('POST', '/api/inquiries', enquiry('vouchers', 0));
  if (typeof inquiry.json?.id !== 'string') throw new Error(`voucher set-up: an enquiry answered ${inquiry.status}`);
  const lines = [{ label: 'Safari per person', quantity: 2, unitPrice: 3000 }];
  const proposal = await ok('POST', `/api/admin/inquiries/${inquiry.json.id}/proposals`, { currency: 'USD', startDate: day(60), adults: 2, validUntil: day(10), stops, lines });
  await ok('POST', `/api/admin/proposals/${proposal.id}/send`, {});
  const { rows } = await db.query<{ link_nonce: string }>('select link_nonce from proposals where id = $1', [proposal.id]);
  const accepted = await new Client(admin.base).send('POST', `/api/proposals/${tokenFor(rows[0]!.link_nonce)}/accept`, {
    leadName: 'Soak Lead',
    phone: '+27 82 000 0000',
    travellers: ['Soak Lead', 'Soak Second'],
    acceptTerms: true,
  });
  if (typeof accepted.json?.bookingId !== 'string') throw new Error(`voucher set-up: accepting answered ${accepted.status}`);
  const drafted = (await ok('POST', `/api/admin/bookings/${accepted.json.bookingId}/reservations`, undefined)).items as { id: string; service: string; checkIn: string | null; checkOut: string | null }[];
  if (drafted.length !== VOUCHERS) throw new Error(`voucher set-up: ${drafted.length} reservations drafted, not ${VOUCHERS}`);
  for (const [n, r] of drafted.entries()) {
    await ok('PUT', `/api/admin/reservations/${r.id}`, { service: r.service, checkIn: r.checkIn, checkOut: r.checkOut, status: 'confirmed', supplierReference: `SOAK-${n}` });
  }
  return drafted.map((r) => r.id);
}

/** GET a voucher as the signed-in owner: its status, type and whether the bytes are a PDF. */
async function voucher(admin: Client, id: string) {
  const response = await fetch(`${admin.base}/api/admin/reservations/${id}/voucher`, { headers: { Cookie: admin.cookie ?? '' } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), pdf: bytes.subarray(0, 4).toString() === '%PDF' };
}

export async function voucherProbe(server: ServerProcess, db: pg.Client, tokenFor: (nonce: string) => string): Promise<Row[]> {
  // Only the soak's own server, on 127.0.0.1 (startServer's base).
  if (!server.base.startsWith('http://127.0.0.1:') || !server.child.pid) throw new Error('the voucher probe runs against its own server on 127.0.0.1');
  const pid = server.child.pid;
  const admin = await signIn(server.base);
  const ids = await confirmedReservations(admin, db, tokenFor);
  // One first, so pdfkit, the fonts and a drawing thread are loaded: the growth measured is the twenty's.
  const warm = await voucher(admin, ids[0]!);
  if (warm.status !== 200) throw new Error(`voucher set-up: the first voucher answered ${warm.status}`);
  await sleep(500);
  const before = await rssMb(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMb(pid).catch(() => peak));
      await sleep(10);
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(ids.map((id) => voucher(admin, id)));
  const seconds = (performance.now() - started) / 1000;
  await sleep(200);
  sampling = false;
  await sampler;
  const pdfs = answers.filter((a) => a.status === 200 && a.type === 'application/pdf' && a.pdf).length;
  const growth = peak - before;
  return [
    { probe: `${VOUCHERS} voucher PDFs at once (owner)`, target: `${VOUCHERS} × 200 application/pdf`, measured: `${pdfs} × 200 application/pdf in ${seconds.toFixed(1)} s`, ok: pdfs === VOUCHERS },
    {
      probe: `server RSS during ${VOUCHERS} vouchers`,
      target: `peak growth ≤ ${TARGET_GROWTH_MB} MB`,
      measured: `+${growth.toFixed(0)} MB (${before.toFixed(0)} → ${peak.toFixed(0)} MB peak)`,
      ok: growth <= TARGET_GROWTH_MB,
    },
  ];
}
