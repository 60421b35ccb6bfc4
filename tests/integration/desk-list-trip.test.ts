import * as v from 'valibot';
import type { PageContextServer } from 'vike/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiriesContent } from '#components/admin/inquiries/inquiries.content.ts';
import { packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import { data as deskList } from '../../pages/admin/(dashboard)/inquiries/+data.ts';
import { validPackage } from '../fixtures/records.ts';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

// Issue 29: the desk's list says which trip each enquiry is about and when the traveller wants to go.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const list = async () => (await deskList({ services: app.services(), urlParsed: { search: {} } } as unknown as PageContextServer)).items;

describe('the desk list', () => {
  it('shows the trip an enquiry was sent about and the travel dates; an enquiry without either shows neither', async () => {
    const services = app.services();
    const trip = await services.packages.create(v.parse(packageSchema, { ...validPackage, name: 'Cross Border Chobe Desk Test' }));
    await services.commit();
    const visitor = app.client();
    const withTrip = await visitor.post('/api/inquiries', {
      firstName: 'Łukasz', lastName: 'Nowak-Brown', email: 'lukasz@example.com', packageType: 'elegant', groupSize: '1-2',
      message: 'The Chobe in June, please.', packageId: trip.id, arrivalDate: '2031-06-10', departureDate: '2031-06-24',
    });
    expect(withTrip.status, JSON.stringify(withTrip.body)).toBe(201);
    const bare = await visitor.post('/api/inquiries', { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', packageType: 'economical', groupSize: '1-2', message: 'Any ideas?' });
    expect(bare.status).toBe(201);

    const items = await list();
    expect(items.find((item) => item.email === 'lukasz@example.com')).toMatchObject({ trip: 'Cross Border Chobe Desk Test', arrivalDate: '2031-06-10', departureDate: '2031-06-24' });
    expect(items.find((item) => item.email === 'ama@example.com')).toMatchObject({ trip: null, arrivalDate: null, departureDate: null });
    expect(inquiriesContent.travelDates('10 Jun 2031', '24 Jun 2031')).toBe('Travels 10 Jun 2031 – 24 Jun 2031');
    expect(inquiriesContent.travelDates('10 Jun 2031', null)).toBe('Arrives 10 Jun 2031');
  });
});
