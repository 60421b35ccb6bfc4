import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#lib/domain/fields.ts';
import { changePasswordSchema } from '#lib/domain/staff/change-password.schema.ts';

const errorsOf = (input: unknown) => {
  const result = v.safeParse(changePasswordSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
};

describe('changing one’s own password', () => {
  it('refuses a new password equal to the current one, on the new password’s field', () => {
    const same = 'the very same passphrase';
    expect(errorsOf({ currentPassword: same, newPassword: same, confirmPassword: same })).toEqual({
      newPassword: 'The new password must be different from the current one',
    });
  });

  it('accepts a different one, and still says first when it is too short or unconfirmed', () => {
    expect(errorsOf({ currentPassword: 'an old passphrase', newPassword: 'a new passphrase', confirmPassword: 'a new passphrase' })).toEqual({});
    expect(errorsOf({ currentPassword: 'short', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 12 characters',
    });
    expect(errorsOf({ currentPassword: 'an old passphrase', newPassword: 'a new passphrase', confirmPassword: 'another one' })).toEqual({
      confirmPassword: 'The passwords do not match',
    });
  });
});
