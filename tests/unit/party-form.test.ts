import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { partyBody } from '#components/site/party-form.ts';
import { roomsFromText } from '#components/admin/trips/trip-form.ts';
import { inquirySchema } from '#lib/domain/enquiry/inquiry.schema.ts';
import { partyLabel } from '#lib/domain/enquiry/party.ts';

const base = { firstName: 'Amara', lastName: 'Okafor', email: 'amara@example.com', packageType: 'elegant', groupSize: '3-4', message: 'Hello there' };
const errorsOf = (body: object) => {
  const parsed = v.safeParse(inquirySchema('Africa/Johannesburg'), { ...base, ...body });
  return parsed.success ? {} : Object.fromEntries(parsed.issues.map((i) => [v.getDotPath(i), i.message]));
};

describe('the party on the enquiry forms (issue 40)', () => {
  it('sends nothing for a party left blank, so the form is taken as before', () => {
    expect(partyBody({ adults: '', childrenAges: '  ', country: '' })).toEqual({});
    expect(errorsOf(partyBody({ adults: '', childrenAges: '', country: '' }))).toEqual({});
  });

  it('sends numbers for what was typed as numbers, and the ages however they were separated', () => {
    expect(partyBody({ adults: ' 2 ', childrenAges: '4, 9 ;12', country: 'ZA' })).toEqual({ adults: 2, childrenAges: [4, 9, 12], country: 'ZA' });
  });

  it('lets the schema name the field of what is not a number', () => {
    expect(errorsOf(partyBody({ adults: 'two', childrenAges: '4, nine', country: '' }))).toEqual({
      adults: 'Adults must be a whole number from 1 to 20',
      childrenAges: "Each child's age must be a whole number from 0 to 17",
    });
  });

  it('reads the party back in words for staff', () => {
    expect(partyLabel({ adults: 2, childrenAges: [4, 9] })).toBe('2 adults, children aged 4 and 9');
    expect(partyLabel({ adults: 1, childrenAges: [7] })).toBe('1 adult, a child aged 7');
    expect(partyLabel({ adults: null, childrenAges: null })).toBeNull();
  });
});

describe('a trip stop’s rooms in the editor (issue 40)', () => {
  it('reads "room, meal plan" lines, the plan after the last comma', () => {
    expect(roomsFromText('Luxury tent, fb\n\nSuite, with view, HB\nVilla')).toEqual([
      { room: 'Luxury tent', mealPlan: 'FB' },
      { room: 'Suite, with view', mealPlan: 'HB' },
      { room: 'Villa', mealPlan: '' },
    ]);
  });
});
