import type { AbstractSqlDriver } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261126160000_TextsThatAgree } from '#database/migrations/Migration20261126160000_TextsThatAgree.ts';
import { Migration20261128170000_TermsNameTheProposalCurrency } from '#database/migrations/Migration20261128170000_TermsNameTheProposalCurrency.ts';
import { DEFAULT_FAQ, DEFAULT_TERMS } from '#database/seeds/site-texts.content.ts';
import { runMigration } from '../setup/run-migration.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// Migration TextsThatAgree (decision 152) on an install that still holds both first shipped texts, and back.
// faq-from-settings.test.ts covers the FAQ beside an edited Terms; this covers the Terms and the way down.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const migration = () => new Migration20261126160000_TextsThatAgree(app.orm.em.getDriver() as unknown as AbstractSqlDriver, app.orm.config);

/** The text a statement of the migration compares with (`… "items"::jsonb = '<json>'::jsonb`), as stored. */
async function comparedWith(direction: 'up' | 'down', key: 'faq' | 'terms'): Promise<string> {
  const m = migration();
  await m[direction]();
  const statement = m.getQueries().map(String).find((sql) => sql.includes(`"key" = '${key}'`))!;
  return /and "items"::jsonb = '(.*)'::jsonb;$/s.exec(statement)![1]!;
}

const run = (direction: 'up' | 'down') => runMigration(app, Migration20261126160000_TextsThatAgree, direction);

const stored = async () => ({ faq: (await app.services().siteTexts.faq()).items, terms: (await app.services().siteTexts.terms()).items });

describe('the migration that makes the FAQ and Terms agree', () => {
  it('replaces both first shipped texts with the placeholders, and puts them back on the way down', async () => {
    const [oldFaq, oldTerms] = [await comparedWith('up', 'faq'), await comparedWith('up', 'terms')];
    const db = app.orm.em.fork().getConnection();
    await db.execute(`delete from site_texts`);
    await db.execute(`insert into site_texts (key, items, updated_at) values ('faq', ?, now()), ('terms', ?, now())`, [oldFaq, oldTerms]);
    // The first Terms said 60 days and carried the refund table itself.
    expect(JSON.stringify((await stored()).terms)).toContain('Full payment is due 60 days before your departure.');

    await run('up');
    expect((await stored()).faq).toEqual(DEFAULT_FAQ);
    expect(JSON.stringify((await stored()).terms)).toContain('{balanceDays}');
    // Issue 39 (R12): the next migration names the proposal's currency in the shipped Terms; both make today's texts.
    await runMigration(app, Migration20261128170000_TermsNameTheProposalCurrency, 'up');
    expect(await stored()).toEqual({ faq: DEFAULT_FAQ, terms: DEFAULT_TERMS });
    expect(JSON.stringify(DEFAULT_TERMS)).toContain('a proposal may be quoted in another currency');
    expect(JSON.stringify(DEFAULT_TERMS)).not.toContain('All prices are quoted in US dollars');

    await runMigration(app, Migration20261128170000_TermsNameTheProposalCurrency, 'down');
    await run('down');
    const back = await stored();
    expect(back.faq).toEqual(JSON.parse(oldFaq));
    expect(back.terms).toEqual(JSON.parse(oldTerms));
  });
});
