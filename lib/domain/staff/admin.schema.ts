import * as v from 'valibot';
import { storableText } from '../fields.ts';

export const LOGIN_REQUIRED_MESSAGE = 'Please enter both username and password';
export const LOGIN_REJECTED_MESSAGE = 'Invalid username or password';
/** A deactivated colleague with the right password (issue 29): told why, and whom to ask. */
export const accountInactiveMessage = (owners: readonly string[]) =>
  `This account is inactive. Ask ${owners.length === 0 ? 'the owner' : owners.length === 1 ? owners[0] : `${owners.slice(0, -1).join(', ')} or ${owners.at(-1)}`} (owner) to reactivate it.`;

/** SPEC §5: both must be non-blank after trimming. The password itself is not trimmed. */
export const loginSchema = v.object({
  username: v.pipe(v.optional(v.string(LOGIN_REQUIRED_MESSAGE), ''), v.trim(), v.nonEmpty(LOGIN_REQUIRED_MESSAGE), v.maxLength(100, LOGIN_REQUIRED_MESSAGE), storableText()),
  password: v.pipe(
    v.optional(v.string(LOGIN_REQUIRED_MESSAGE), ''),
    v.check((p) => p.trim().length > 0, LOGIN_REQUIRED_MESSAGE),
    v.maxLength(1000, LOGIN_REJECTED_MESSAGE),
  ),
});

export const MIN_PASSWORD_LENGTH = 12;

export const newPasswordSchema = v.pipe(
  v.optional(v.string('Password is required'), ''),
  v.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  v.maxLength(1000, 'Password must be at most 1000 characters'),
);

export type LoginInput = v.InferOutput<typeof loginSchema>;
