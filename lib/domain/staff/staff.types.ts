import type { AdminRole } from './staff.schema.ts';

/**
 * Staff accounts and the activity log.
 * The plain, serialisable shapes that repositories return and pages and the API send. Client-safe: types only.
 */
export interface AdminView {
  id: string;
  username: string;
  email: string;
  /** A colleague created the account: until its owner picks a password, only Settings is open to them. */
  mustChangePassword: boolean;
  /**
   * The e-mail is a placeholder (`.invalid`, the first owner's when ADMIN_EMAIL is unset): until a real one is
   * given, only Settings is open, as for a first password (decision 158).
   */
  needsEmail: boolean;
  /** What the account may do (lib/admin-roles.ts); read from the database at every request. */
  role: AdminRole;
}

export interface AdminAccount extends AdminView {
  isActive: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}
export interface ActivityEntry {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: string;
  kind: string;
  recordType: string;
  recordId: string | null;
  label: string | null;
  changes: Record<string, unknown> | null;
  ip: string | null;
  /**
   * For an enquiry's entries, the traveller's name while the enquiry exists: read when the log is
   * shown, never stored in it (erasure leaves "an enquiry").
   */
  subject?: string | null;
  /** For a booking's entries, the booking's currency, so its figures read as money (issue 29). */
  currency?: string;
}

export interface ActivityPage {
  items: ActivityEntry[];
  total: number;
}