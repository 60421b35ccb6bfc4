import type { AdminView } from '#lib/domain/staff/staff.types.ts';

/**
 * SPEC §3/§4: the login response is kept in the browser under the key 'admin'. It is only a
 * convenience copy: the server's session decides who is signed in, so the copy follows the server
 * and anything unreadable is thrown away.
 */
const STORAGE_KEY = 'admin';

function isAdminView(value: unknown): value is AdminView {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.username === 'string' && typeof record.email === 'string';
}

// Storage can be unavailable (privacy modes, quotas); the session works without it.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberAdmin(admin: AdminView) {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ id: admin.id, username: admin.username, email: admin.email }));
  } catch {
    // A full or blocked storage only loses the copy.
  }
}

export function forgetAdmin() {
  storage()?.removeItem(STORAGE_KEY);
}

export function readStoredAdmin(): AdminView | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (raw == null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isAdminView(parsed)) return parsed;
  } catch {
    // Corrupt JSON falls through to removal.
  }
  forgetAdmin();
  return null;
}

/** Brings the stored copy in line with the admin the server says is signed in (or nobody). */
export function syncStoredAdmin(serverAdmin: AdminView | null) {
  if (!serverAdmin) {
    forgetAdmin();
    return;
  }
  const stored = readStoredAdmin();
  if (!stored || stored.id !== serverAdmin.id || stored.username !== serverAdmin.username || stored.email !== serverAdmin.email) {
    rememberAdmin(serverAdmin);
  }
}
