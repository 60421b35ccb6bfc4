import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#database/schemas/fields.ts';
import { featuresFromText, packageSchema } from '#database/schemas/package.schema.ts';
import { loginSchema } from '#database/schemas/admin.schema.ts';

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

  it('treats a whitespace-only login as blank but keeps the password as typed', () => {
    expect(v.safeParse(loginSchema, { username: ' ', password: 'x' }).success).toBe(false);
    const ok = v.safeParse(loginSchema, { username: ' mara ', password: ' secret ' });
    expect(ok.output).toEqual({ username: 'mara', password: ' secret ' });
  });
});
