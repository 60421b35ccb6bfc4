import { beforeAll, describe, expect, it } from 'vitest';
import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';
import { at, seedInquiries } from '../fixtures/inquiries.ts';
import type { TestApp, TestClient } from '../setup/test-app.ts';
import { withSignedInApp } from '../setup/signed-in-app.ts';

let app: TestApp;
let staff: TestClient;
let amara: InquiryRecord;
let jonas: InquiryRecord;
let quoting: InquiryRecord;
withSignedInApp((started) => ({ app, staff } = started));

// Staff read "AST-1234" in a mail subject and type it into the desk's search (issue 21's polish).
beforeAll(async () => {
  [amara, jonas] = await seedInquiries(app, [
    { createdAt: at(1), firstName: 'Amara', lastName: 'Okafor', email: 'amara@example.com', message: 'Victoria Falls in June' },
    { createdAt: at(2), firstName: 'Jonas', lastName: 'Berg', email: 'jonas@example.se', message: 'Honeymoon at Chobe' },
  ]) as [InquiryRecord, InquiryRecord];
  // A newer enquiry whose message holds Amara's digits: bare digits find both, the reference first.
  [quoting] = (await seedInquiries(app, [
    { createdAt: at(3), firstName: 'Quinn', lastName: 'Reed', email: 'quinn@example.com', message: `We met on trip ${amara.reference} last year` },
  ])) as [InquiryRecord];
});

const names = (body: { items: InquiryRecord[] }) => body.items.map((i) => i.firstName);
const search = async (q: string, extra = '') => (await staff.get(`/api/admin/inquiries?q=${encodeURIComponent(q)}${extra}`)).body;

describe('desk list search by reference', () => {
  it.each([
    (r: number) => `AST-${r}`,
    (r: number) => `ast ${r}`,
    (r: number) => `AST${r}`,
    (r: number) => ` [AST-${r}] `,
    (r: number) => `#${r}`,
  ])('finds the one enquiry a reference names, however it is typed (%#)', async (typed) => {
    const body = await search(typed(amara.reference));
    expect(names(body)).toEqual(['Amara']);
    expect(body).toMatchObject({ total: 1, totalCapped: false });
    expect(body.items[0]).toMatchObject({ id: amara.id, reference: amara.reference });
  });

  it('finds bare digits both as the reference and in the text, the enquiry they name first', async () => {
    const body = await search(String(amara.reference));
    expect(names(body)).toEqual(['Amara', 'Quinn']);
    expect(body.total).toBe(2);
    expect(names(await search(String(jonas.reference)))).toEqual(['Jonas']);
  });

  it('finds nothing for a reference no enquiry has, and keeps the status filter', async () => {
    expect(await search('AST-999999999')).toEqual({ items: [], total: 0, totalCapped: false });
    expect(names(await search(`AST-${amara.reference}`, '&status=pending'))).toEqual(['Amara']);
    expect((await search(`AST-${amara.reference}`, '&status=booked')).items).toEqual([]);
  });

  it('still searches text that only looks like a reference in part', async () => {
    expect(names(await search(`trip ${amara.reference}`))).toEqual(['Quinn']);
    expect(quoting.reference).toBeGreaterThan(jonas.reference);
  });

  it('exports what the reference search lists', async () => {
    const response = await staff.get(`/api/admin/inquiries/export?q=${encodeURIComponent(`AST-${jonas.reference}`)}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('jonas@example.se');
    expect(response.text).not.toContain('amara@example.com');
  });
});

describe('desk list search by a whole address', () => {
  it('finds the enquiries sent from an address pasted from a mail, whatever its case', async () => {
    const body = await search(' AMARA@Example.com ');
    expect(names(body)).toEqual(['Amara']);
    expect(body).toMatchObject({ total: 1, totalCapped: false });
  });

  it('matches the whole address, not one it ends another with; part of an address is still text', async () => {
    expect(names(await search('mara@example.com'))).toEqual([]);
    expect(names(await search('mara@example'))).toEqual(['Amara']);
    expect(names(await search('@example.com'))).toEqual(['Quinn', 'Amara']);
  });
});
