import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#lib/domain/fields.ts';
import { featuresFromText, packageSchema } from '#lib/domain/catalogue/package.schema.ts';
import { loginSchema } from '#lib/domain/staff/admin.schema.ts';
import { HELD_UNTIL_MESSAGE, reservationEditSchema } from '#lib/domain/reservation/reservation.schema.ts';

describe('shared schemas', () => {
  it('splits the features textarea by line and drops blank lines', () => {
    expect(featuresFromText('Game drives\n\n  Bush walk  \r\n   \nMeals')).toEqual(['Game drives', 'Bush walk', 'Meals']);
  });

  it('reports SPEC’s message per package field', () => {
    const result = v.safeParse(packageSchema, { price: -5 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues!)).toEqual({
      name: 'Package name is required',
      type: 'Package type is required',
      price: 'Price must be positive',
      duration: 'Duration is required',
      description: 'Description is required',
      features: 'At least one feature is required',
      accommodation: 'Accommodation is required',
      groupSize: 'Group size is required',
    });
  });

  it("names the held-until field when staff set a reservation provisional without the hold's end, as the form shows it", () => {
    const edit = { service: '2 nights, full board, 2 rooms', status: 'provisional', supplierReference: 'H-1' };
    const unheld = v.safeParse(reservationEditSchema, { ...edit, heldUntil: '' });
    expect(unheld.success).toBe(false);
    expect(fieldErrors(unheld.issues!)).toEqual({ heldUntil: HELD_UNTIL_MESSAGE });
    expect(v.safeParse(reservationEditSchema, { ...edit, heldUntil: '2027-03-01' }).success).toBe(true);
    expect(v.safeParse(reservationEditSchema, { ...edit, status: 'confirmed', heldUntil: '' }).success).toBe(true);
  });

  it('treats a whitespace-only login as blank but keeps the password as typed', () => {
    expect(v.safeParse(loginSchema, { username: ' ', password: 'x' }).success).toBe(false);
    const ok = v.safeParse(loginSchema, { username: ' mara ', password: ' secret ' });
    expect(ok.output).toEqual({ username: 'mara', password: ' secret ' });
  });
});
