import { expect } from 'vitest';
import type { ProductionServer } from './production-server.ts';

/** The password a test's first owner chooses at first sign-in, in place of ADMIN_PASSWORD's. */
export const ownPassword = (printed: string) => `${printed}, now my own`;

/**
 * Signs in the owner a production server made from ADMIN_USERNAME/ADMIN_PASSWORD and finishes its first
 * sign-in as its holder would (decision 158): a real e-mail, then a password of its own. Returns the
 * session's cookie, open to every staff route; a later sign-in uses `ownPassword(owner.password)`.
 */
export async function signInFirstOwner(server: ProductionServer, owner: { username: string; password: string }): Promise<string> {
  const signedIn = await server.request('POST', '/api/admin/login', { json: owner });
  expect(signedIn.status, signedIn.body).toBe(200);
  const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
  const headers = { cookie };
  const email = await server.request('POST', '/api/admin/email', { headers, json: { email: `${owner.username}@safari.example`, currentPassword: owner.password } });
  expect(email.status, email.body).toBe(200);
  const password = ownPassword(owner.password);
  const changed = await server.request('POST', '/api/admin/password', { headers, json: { currentPassword: owner.password, newPassword: password, confirmPassword: password } });
  expect(changed.status, changed.body).toBe(204);
  return cookie;
}
