import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuditActor {
  id: string;
  username: string;
}

/** What the audit log needs to know about the request a write belongs to. */
export interface AuditContext {
  /** The signed-in admin, read when a write happens (sign-in sets it after the context began). */
  readonly actor: AuditActor | undefined;
  readonly ip: string | undefined;
}

/**
 * The request's audit context, so the flush subscriber can say who wrote without every handler and
 * repository passing it along (server/app.ts opens it per API request).
 */
export const auditContext = new AsyncLocalStorage<AuditContext>();
