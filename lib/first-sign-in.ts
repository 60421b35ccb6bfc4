import type { AdminView } from '#lib/domain/staff/staff.types.ts';

/**
 * Whether the account still has its first sign-in to finish (decisions 054, 158): a password someone else
 * chose, or no e-mail that receives mail. Until both are done only Settings is open to it.
 */
export const firstSignInPending = (admin: Pick<AdminView, 'mustChangePassword' | 'needsEmail'>) => admin.mustChangePassword || admin.needsEmail;
