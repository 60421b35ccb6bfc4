import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTENT_CHANNEL } from '#server/cache/content-changes.ts';
import { createDatabaseFrom, databaseUrl, dropDatabaseNamed } from '../setup/template-database.ts';

/**
 * The triggers that tell the render cache a departure's seats changed (decision 135), read from the catalogue of a
 * database migrated the production way. database/repositories/departure-seats.ts counts seats from exactly these
 * tables and columns: a migration that drops, renames or narrows one of them fails here before a cache shows seats
 * that are gone.
 */
interface SeatTrigger {
  name: string;
  table: string;
  timing: 'before' | 'after' | 'instead of';
  level: 'row' | 'statement';
  events: string[];
  /** `after update of …`: only these columns fire it (none: any column). */
  columns: string[];
  conditional: boolean;
}

const EXPECTED: SeatTrigger[] = [
  { name: 'bookings_seats_added', table: 'bookings', timing: 'after', level: 'row', events: ['insert'], columns: [], conditional: true },
  { name: 'bookings_seats_changed', table: 'bookings', timing: 'after', level: 'row', events: ['update'], columns: ['departure_id', 'status'], conditional: true },
  { name: 'bookings_seats_removed', table: 'bookings', timing: 'after', level: 'row', events: ['delete'], columns: [], conditional: true },
  { name: 'departures_seats_changed', table: 'departures', timing: 'after', level: 'statement', events: ['delete', 'insert', 'update'], columns: [], conditional: false },
  { name: 'proposals_seats_changed', table: 'proposals', timing: 'after', level: 'row', events: ['update'], columns: ['adults', 'children', 'departure_id', 'status', 'valid_until'], conditional: true },
  { name: 'proposals_seats_removed', table: 'proposals', timing: 'after', level: 'row', events: ['delete'], columns: [], conditional: true },
];

// pg_trigger.tgtype's bits (PostgreSQL's src/include/catalog/pg_trigger.h).
const ROW = 1, BEFORE = 2, INSERT = 4, DELETE = 8, UPDATE = 16, TRUNCATE = 32, INSTEAD = 64;

function decode(row: { name: string; table: string; type: number; columns: string[]; conditional: boolean }): SeatTrigger {
  const events = ([[INSERT, 'insert'], [UPDATE, 'update'], [DELETE, 'delete'], [TRUNCATE, 'truncate']] as const).filter(([bit]) => row.type & bit).map(([, name]) => name);
  return {
    name: row.name,
    table: row.table,
    timing: row.type & INSTEAD ? 'instead of' : row.type & BEFORE ? 'before' : 'after',
    level: row.type & ROW ? 'row' : 'statement',
    events: events.sort(),
    columns: [...row.columns].sort(),
    conditional: row.conditional,
  };
}

let client: pg.Client;
let name: string;
beforeAll(async () => {
  const adminUrl = inject('databaseAdminUrl');
  name = await createDatabaseFrom(adminUrl, 'triggers', inject('databaseTemplate'));
  client = new pg.Client({ connectionString: databaseUrl(adminUrl, name) });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  if (name) await dropDatabaseNamed(inject('databaseAdminUrl'), name);
});

describe('the seat triggers departure-seats.ts relies on (issue 37)', () => {
  it('are exactly the six of migration DeparturesAsInventory, on the tables, events and columns the count reads', async () => {
    const { rows } = await client.query<{ name: string; table: string; type: number; columns: string[]; conditional: boolean }>(
      `select t.tgname as name, c.relname as table, t.tgtype::int as type, t.tgqual is not null as conditional,
              array(select a.attname::text from unnest(t.tgattr::int2[]) k join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k) as columns
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.proname = 'seats_changed'
        order by t.tgname`,
    );
    expect(rows.map(decode)).toEqual(EXPECTED);
  });

  it('all call seats_changed, which announces the table on the channel the render cache listens to', async () => {
    const { rows } = await client.query<{ source: string }>(`select prosrc as source from pg_proc where proname = 'seats_changed'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toContain(`pg_notify('${CONTENT_CHANNEL}', 'db:' || TG_TABLE_NAME)`);
  });
});
