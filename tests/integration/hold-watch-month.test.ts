import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, atLocalHour, todayIn } from '#lib/domain/dates.ts';
import { editReservation } from '#server/features/reservations/reservation-operations.ts';
import { watchHolds, type HoldClock } from '#server/features/reservations/hold-watch.ts';
import { acceptedBooking } from '../fixtures/proposals.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

const ctx = withSignedInApp();
const ZONE = 'Africa/Johannesburg';

/** A seeded generator (mulberry32): the month is random, and the same every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Fate = 'lapses' | 'confirmed-first' | 'confirmed-while-held' | 'extended' | 'declined' | 'cancelled';
interface Plan {
  id: string;
  fate: Fate;
  /** Days from the month's first day: when the hold is recorded, its last day, and when its fate comes. */
  recordDay: number;
  heldUntilDay: number;
  fateDay: number;
  extendedToDay: number;
}

interface AlertRow {
  reservation: string;
  kind: 'reminder' | 'lapsed';
  held_until: string;
  reminders: number[];
}

describe('the hold watch over a simulated month (issue 41)', () => {
  it('reminds staff 72 h and 24 h before every hold ends, once each, never for a confirmed or cancelled one, and lapses none unseen', async () => {
    const { app, staff } = ctx;
    const next = random(41);
    const pick = (n: number) => Math.floor(next() * n);
    // A month far ahead: the real clock's dates never meet it.
    const first = addDays(todayIn(ZONE), 400);
    const day = (n: number) => addDays(first, n);

    const suppliers: string[] = [];
    for (const name of ['Mombo', 'Khwai', 'Sabi Sand', 'Ruaha']) {
      const created = await staff.post('/api/admin/suppliers', { name: `${name} ${Math.random()}`, kind: 'lodge', email: `${name.toLowerCase().replace(/\W/g, '')}@lodge.example` });
      expect(created.status).toBe(201);
      suppliers.push(created.body.id as string);
    }
    // One booking made as a traveller's accept makes it; 49 more alike, so 50 bookings × 4 suppliers.
    const { bookingId } = await acceptedBooking(app, staff, 500);
    const bookings = [bookingId];
    const em = app.orm.em.fork();
    for (let i = 1; i < 50; i += 1) {
      // Each booking has a proposal of its own (one booking per proposal): the accepted one, copied.
      const proposalId = randomUUID();
      await em.execute(
        `insert into proposals select (jsonb_populate_record(null::proposals, to_jsonb(o) || jsonb_build_object('id', ?::text, 'version', 100 + ?::int, 'token_hash', md5(random()::text) || md5(random()::text)))).*
           from proposals o where o.id = (select proposal_id from bookings where id = ?)`,
        [proposalId, i, bookingId],
      );
      const [row] = await em.execute<{ id: string }[]>(
        `insert into bookings (id, reference, inquiry_id, proposal_id, status, currency, total_minor, deposit_minor, paid_minor, lead_name, phone, email, travellers, departure_on, balance_due_on, created_at, updated_at)
         select gen_random_uuid(), ?, inquiry_id, ?, status, currency, total_minor, deposit_minor, paid_minor, lead_name, phone, email, travellers, departure_on, balance_due_on, now(), now() from bookings where id = ? returning id`,
        [`SIM-${String(i).padStart(4, '0')}`, proposalId, bookingId],
      );
      bookings.push(row!.id);
    }

    const plans: Plan[] = [];
    const fates: Fate[] = ['lapses', 'lapses', 'confirmed-first', 'confirmed-while-held', 'extended', 'extended', 'declined', 'cancelled'];
    for (const booking of bookings) {
      for (const supplierId of suppliers) {
        const drafted = await staff.post(`/api/admin/bookings/${booking}/reservations`, { supplierId, service: '2 nights, full board' });
        expect(drafted.status).toBe(201);
        const id = (drafted.body.items as { id: string; supplier: { id: string } }[]).find((r) => r.supplier.id === supplierId)!.id;
        const recordDay = pick(18);
        const heldUntilDay = recordDay + pick(12);
        const fateDay = recordDay + pick(heldUntilDay - recordDay + 3);
        // A lodge extends to a day after its old one and not before the day it answers (a past day is refused, 400).
        plans.push({ id, fate: fates[pick(fates.length)]!, recordDay, heldUntilDay, fateDay, extendedToDay: Math.max(fateDay, heldUntilDay) + 1 + pick(8) });
      }
    }
    expect(plans).toHaveLength(200);

    const services = () => app.services();
    const setStatus = (plan: Plan, status: string, heldUntil: string | null, clock: HoldClock) =>
      editReservation(services(), app.mailer, plan.id, (tx) => tx.reservations.setStatus(plan.id, { status: status as 'provisional', heldUntil }, 'sim'), clock);
    const lodgeAnswers = (plan: Plan, answer: 'provisional' | 'confirm', heldUntil: string | null, clock: HoldClock) =>
      editReservation(services(), app.mailer, plan.id, (tx) => tx.reservations.recordAnswer(plan.id, { answer, heldUntil, reference: answer === 'confirm' ? 'C-1' : undefined, noReference: false }), clock);
    const alerts = async () =>
      (await app.orm.em.fork().execute<AlertRow[]>(
        `select data->>'alertReservationId' as reservation, data->>'kind' as kind, data->>'heldUntil' as held_until, data->'reminders' as reminders from outbox_mails where template = 'reservation-hold-alert' order by created_at`,
      )).map((a) => ({ ...a, reminders: a.reminders.map(Number) }));
    /** Alerts counted when a reservation's hold ended by confirmation, decline or cancellation: none may follow. */
    const settled = new Map<string, number>();
    const count = (rows: AlertRow[], id: string) => rows.filter((a) => a.reservation === id).length;

    for (let d = 0; d <= 40; d += 1) {
      // The operator's working day: holds recorded and answered at 09:00, the watch's pass in the same minute.
      const clock = { now: atLocalHour(day(d), 9, ZONE), timeZone: ZONE };
      for (const plan of plans) {
        if (plan.recordDay === d) {
          if (plan.fate === 'confirmed-first') await lodgeAnswers(plan, 'confirm', null, clock);
          else await setStatus(plan, 'provisional', day(plan.heldUntilDay), clock);
        }
        if (plan.fateDay === d && plan.fate !== 'confirmed-first' && plan.fate !== 'lapses') {
          if (plan.fate === 'confirmed-while-held') await lodgeAnswers(plan, 'confirm', null, clock);
          else if (plan.fate === 'extended') await lodgeAnswers(plan, 'provisional', day(plan.extendedToDay), clock);
          else await setStatus(plan, plan.fate, null, clock);
          if (plan.fate !== 'extended') settled.set(plan.id, count(await alerts(), plan.id));
        }
      }
      // Two processes' passes at once (a web process and the worker): each hold is acted on once.
      await Promise.all([watchHolds(app.orm, app.mailer, clock), watchHolds(app.orm, app.mailer, clock)]);
    }

    const rows = await alerts();
    const statuses = new Map((await app.orm.em.fork().execute<{ id: string; status: string }[]>(`select id, status from reservations where id in (?)`, [plans.map((p) => p.id)])).map((r) => [r.id, r.status]));
    let lapsed = 0;
    for (const plan of plans) {
      const mine = rows.filter((a) => a.reservation === plan.id);
      // No reminder twice: each hold date's 72-hour and 24-hour reminders appear in one mail at most.
      const told = mine.filter((a) => a.kind === 'reminder').flatMap((a) => a.reminders.map((hours) => `${a.held_until}/${hours}`));
      expect(new Set(told).size, `${plan.fate} ${plan.id}`).toBe(told.length);
      if (plan.fate === 'confirmed-first') expect(mine, 'a confirmed reservation gets no hold mail').toEqual([]);
      if (settled.has(plan.id)) expect(mine.length, `${plan.fate}: nothing after it was settled`).toBe(settled.get(plan.id));
      for (const lapse of mine.filter((a) => a.kind === 'lapsed')) {
        lapsed += 1;
        // No hold lapses without both reminders, for that very date, before it.
        const before = mine.slice(0, mine.indexOf(lapse)).filter((a) => a.kind === 'reminder' && a.held_until === lapse.held_until);
        expect(before.flatMap((a) => a.reminders).sort(), `${plan.fate} ${plan.id} lapsed after ${lapse.held_until}`).toEqual([24, 72]);
      }
      const lastDay = plan.fate === 'extended' ? plan.extendedToDay : plan.heldUntilDay;
      if (plan.fate === 'lapses' || plan.fate === 'extended') {
        // Every hold left standing past its day lapsed, once, and its reservation says so.
        expect(statuses.get(plan.id), `${plan.fate} held until day ${lastDay}`).toBe(lastDay < 40 ? 'lapsed' : 'provisional');
      }
    }
    expect(lapsed).toBeGreaterThan(20);
    expect(rows.filter((a) => a.kind === 'reminder').length).toBeGreaterThan(100);
  }, 240_000);
});
