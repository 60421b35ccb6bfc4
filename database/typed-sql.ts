import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import type * as entities from './entities/index.ts';

/**
 * Every table an entity declares, by its table and column names, as MikroORM infers them from `defineEntity`
 * (decision 169): renaming a property or a column breaks the typed queries that use it at compile time.
 */
type EntityTables = InferKyselyDB<(typeof entities)[keyof typeof entities]>;

/**
 * What a migration makes that no entity declares (decision 154): guest details, kept outside the ORM's unit of work,
 * and the booking facts view (decision 165). Declared here by hand, as the migrations create them.
 */
interface UndeclaredTables {
  trip_guests: { booking_id: string; guests: unknown[]; return_on: string; updated_at: Date };
  booking_facts: {
    booking_id: string;
    status: string;
    currency: string;
    total_minor: string;
    deposit_minor: string;
    received_minor: string;
    refunded_minor: string;
    paid_net_minor: string;
    balance_minor: string;
    deposit_due_minor: string;
    paid_in_full: boolean;
    balance_due_on: string | null;
    return_on: string | null;
  };
}

export type Tables = EntityTables & UndeclaredTables;

/**
 * Kysely on `em`'s connection (its transaction, inside one), typed by the tables above. Values come back as the
 * driver gives them: a `bigint` as a string whatever the entity says, so read money with `Number(…)`.
 */
export function typedSql(em: EntityManager) {
  return em.getKysely<Tables>();
}
