import type { AbstractSqlDriver } from '@mikro-orm/postgresql';
import type { PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqItem, TermsSection } from '#lib/domain/site/company-settings.types.ts';
import { Migration20261126160000_TextsThatAgree } from '#database/migrations/Migration20261126160000_TextsThatAgree.ts';
import { DEFAULT_FAQ } from '#database/seeds/site-texts.content.ts';
import { DEFAULT_DEPOSIT_PERCENT } from '#lib/domain/sale/proposal.schema.ts';
import { BALANCE_DUE_DAYS_BEFORE } from '#lib/domain/booking/booking-facts.ts';
import { onBeforeRender as faqPage } from '../../pages/(site)/faq/+onBeforeRender.ts';
import { onBeforeRender as termsPage } from '../../pages/(site)/terms/+onBeforeRender.ts';
import { demoTrips } from '#server/seeds/demo.seed.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// Issue 29: the FAQ and the Terms state the deposit, the balance and the refunds the booking flow applies.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const pageContext = () => ({ services: app.services() }) as unknown as PageContextServer;
async function faq(): Promise<FaqItem[]> {
  return ((await faqPage(pageContext())) as { pageContext: { faq: FaqItem[] } }).pageContext.faq;
}
async function terms(): Promise<TermsSection[]> {
  return ((await termsPage(pageContext())) as { pageContext: { terms: { items: TermsSection[] } } }).pageContext.terms.items;
}
const answer = (items: FaqItem[], question: RegExp) => items.find((item) => question.test(item.question))!.answer;
const section = (items: TermsSection[], heading: string) => items.find((item) => item.heading === heading)!.body;

describe('the shipped FAQ and Terms', () => {
  it('agree with each other and with the booking flow on the deposit, the balance and the refunds', async () => {
    const [questions, sections] = [await faq(), await terms()];
    expect(answer(questions, /balance/)).toContain(`due ${BALANCE_DUE_DAYS_BEFORE} days before`);
    expect(section(sections, 'Payment')).toContain(`due ${BALANCE_DUE_DAYS_BEFORE} days before`);
    expect(answer(questions, /deposit/)).toContain(`deposit of ${DEFAULT_DEPOSIT_PERCENT}%`);
    expect(section(sections, 'Bookings and Deposits')).toContain(`deposit of ${DEFAULT_DEPOSIT_PERCENT}%`);
    // The same refund table on both pages, from the schedule under Settings.
    const table = 'Cancellation received | Refund\n90 or more days before departure | 50%\n60 to 89 days before departure | 25%\n30 to 59 days before departure | 10%\nLess than 30 days before departure | No refund';
    expect(answer(questions, /deposit/)).toContain(table);
    expect(section(sections, 'Cancellation by the Client')).toContain(table);
    expect(answer(questions, /cancel/)).toContain('90 or more days before departure, 50% of the total price');
    const all = JSON.stringify([questions, sections]);
    expect(all).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(all).not.toContain('90 days before your safari');
  });

  it('never promises drinks, which most trips list as not included', async () => {
    const included = answer(await faq(), /included/);
    expect(Object.values(demoTrips).filter((trip) => trip.excluded.some((item) => /drinks/i.test(item))).length).toBeGreaterThan(5);
    expect(included).not.toMatch(/food and drinks/i);
    expect(included).toMatch(/not included: drinks/i);
  });
});

describe('a changed cancellation schedule', () => {
  it('changes the FAQ and the Terms at once', async () => {
    const { client: owner } = await app.signedInAdmin();
    const saved = await owner.put('/api/admin/settings/company', { cancellationSchedule: [{ daysBefore: 120, refundPercent: 80 }, { daysBefore: 45, refundPercent: 20 }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = 'Cancellation received | Refund\n120 or more days before departure | 80%\n45 to 119 days before departure | 20%\nLess than 45 days before departure | No refund';
    expect(answer(await faq(), /deposit/)).toContain(expected);
    expect(section(await terms(), 'Cancellation by the Client')).toContain(expected);
    expect(answer(await faq(), /cancel/)).toContain('120 or more days before departure, 80% of the total price; 45 to 119 days before departure, 20% of the total price; less than 45 days before departure, nothing.');
  });
});

describe('an install still holding the first shipped texts', () => {
  it('gets the new ones; texts the operator edited stay theirs', async () => {
    const db = app.orm.em.fork().getConnection();
    const migration = new Migration20261126160000_TextsThatAgree(app.orm.em.getDriver() as unknown as AbstractSqlDriver, app.orm.config);
    await migration.up();
    const [faqUpdate] = migration.getQueries().map(String);
    // The first shipped FAQ, as stored: the migration carries it word for word.
    const oldFaq = /and "items"::jsonb = '(.*)'::jsonb;$/s.exec(faqUpdate!)![1]!.replace(/''/g, "'");
    await db.execute(`delete from site_texts`);
    await db.execute(`insert into site_texts (key, items, updated_at) values ('faq', ?, now()), ('terms', ?, now())`, [oldFaq, JSON.stringify([{ heading: 'Ours', body: 'Edited by the operator.' }])]);
    for (const query of migration.getQueries()) await db.execute(String(query));
    expect((await app.services().siteTexts.faq()).items).toEqual(DEFAULT_FAQ);
    expect((await app.services().siteTexts.terms()).items).toEqual([{ heading: 'Ours', body: 'Edited by the operator.' }]);
  });
});
