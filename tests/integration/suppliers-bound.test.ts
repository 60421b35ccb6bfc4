import { describe, expect, it } from 'vitest';
import { MAX_SUPPLIERS, SUPPLIERS_FULL } from '#lib/domain/reservation/supplier.schema.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

// Decision 138: a list staff grow is bounded. Every supplier reaches Settings and the trip editor whole.
const ctx = withSignedInApp();
const count = async () => Number((await ctx.app.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from suppliers'))[0]!.n);

describe('the suppliers list', () => {
  it(`takes suppliers up to ${MAX_SUPPLIERS}, then answers 409 and adds none, even two at once`, async () => {
    const missing = MAX_SUPPLIERS - (await count()) - 1;
    await ctx.app.orm.em.fork().execute(
      `insert into suppliers (id, name, kind, email, created_at, updated_at) select gen_random_uuid(), 'Lodge ' || n, 'lodge', 'lodge' || n || '@example.com', now(), now() from generate_series(1, ?) as n`,
      [missing],
    );
    // One place left, asked for twice at once: one is added.
    const [a, b] = await Promise.all(['Last Camp A', 'Last Camp B'].map((name) => ctx.staff.post('/api/admin/suppliers', { name, email: 'last@example.com' })));
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    expect([a!, b!].find((r) => r.status === 409)!.body.message).toBe(SUPPLIERS_FULL);
    expect(await count()).toBe(MAX_SUPPLIERS);
    expect((await ctx.staff.get('/api/admin/suppliers')).body.items).toHaveLength(MAX_SUPPLIERS);
  });
});
