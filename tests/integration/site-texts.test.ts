import { describe, expect, it } from 'vitest';
import { DEFAULT_FAQ, DEFAULT_TERMS } from '#database/seeds/site-texts.content.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
withSignedInApp((started) => ({ app, staff } = started));

const faq = [
  { question: 'When is the balance due?', answer: 'The balance is due 60 days before your safari begins.' },
  { question: 'Is the deposit refundable?', answer: 'No.\n\n- It confirms your dates\n- It reserves lodges' },
];
const terms = [{ heading: 'Payment', body: 'Full payment is due 60 days before departure.\n\nNotice | Refund\n90 days | 50%' }];

describe('the FAQ and the Terms as content staff edit', () => {
  it('refuses visitors', async () => {
    for (const path of ['/api/admin/content/faq', '/api/admin/content/terms']) {
      expect((await app.client().get(path)).status).toBe(401);
      expect((await app.client().put(path, faq)).status).toBe(401);
    }
  });

  it('starts as the texts the site shipped with, stored in PostgreSQL', async () => {
    expect((await staff.get('/api/admin/content/faq')).body).toEqual(DEFAULT_FAQ);
    expect((await staff.get('/api/admin/content/terms')).body).toEqual(DEFAULT_TERMS);
    const rows: { key: string }[] = await app.orm.em.fork().getConnection().execute(`select key from site_texts order by key`);
    expect(rows.map((row) => row.key)).toEqual(['faq', 'terms']);
  });

  it('replaces each whole, in the order given, and keeps it', async () => {
    const saved = await staff.put('/api/admin/content/faq', faq);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(faq);
    expect((await staff.get('/api/admin/content/faq')).body).toEqual(faq);
    const reordered = [faq[1]!, faq[0]!];
    await staff.put('/api/admin/content/faq', reordered);
    expect((await staff.get('/api/admin/content/faq')).body).toEqual(reordered);

    expect((await staff.put('/api/admin/content/terms', terms)).status).toBe(200);
    expect((await staff.get('/api/admin/content/terms')).body).toEqual(terms);
    // The two texts are apart: saving one leaves the other.
    expect((await staff.get('/api/admin/content/faq')).body).toEqual(reordered);
  });

  it.each([
    ['/api/admin/content/faq', [faq[0], faq[1], { question: 'Empty?', answer: '  ' }], 'items.2.answer', 'Answer is required'],
    ['/api/admin/content/faq', [{ answer: 'No question' }], 'items.0.question', 'Question is required'],
    ['/api/admin/content/faq', [{ question: 'Long?', answer: 'x'.repeat(3001) }], 'items.0.answer', 'Must be at most 3000 characters'],
    ['/api/admin/content/faq', [], 'items', 'Keep at least one question'],
    ['/api/admin/content/faq', { question: 'Not a list', answer: 'x' }, 'items', 'The FAQ must be a list of questions and answers'],
    ['/api/admin/content/faq', Array.from({ length: 51 }, (_, i) => ({ question: `Q${i}`, answer: 'A' })), 'items', 'At most 50 questions'],
    ['/api/admin/content/terms', [{ heading: '', body: 'Text' }], 'items.0.heading', 'Heading is required'],
    ['/api/admin/content/terms', Array.from({ length: 31 }, (_, i) => ({ heading: `H${i}`, body: 'T' })), 'items', 'At most 30 sections'],
    ['/api/admin/content/terms', [{ heading: 'Nul', body: 'a\u0000b' }], 'items.0.body', 'Contains a character that is not allowed'],
  ])('%s refuses bad input with 400 naming %s, and keeps what was stored', async (path, body, field, message) => {
    const before = (await staff.get(path)).body;
    const response = await staff.put(path, body);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect((await staff.get(path)).body).toEqual(before);
  });

  it('is in the activity log by name', async () => {
    await staff.put('/api/admin/content/terms', [{ heading: 'Payment', body: 'Changed once more.' }]);
    const page = (await staff.get('/api/admin/activity?kind=settings&limit=5')).body;
    expect(page.items[0]).toMatchObject({ action: 'updated', kind: 'settings', label: 'Terms and Conditions' });
  });
});
