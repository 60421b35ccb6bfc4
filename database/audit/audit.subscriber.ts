import { ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import { AuditEntry } from '../entities/audit-entry.entity.ts';
import { auditContext } from './audit-context.ts';
import { IGNORED_FIELDS, SECRET_FIELDS, auditPolicy, type AuditPolicy } from './audit-policy.ts';

const HIDDEN = '[hidden]';
const MAX_TEXT = 300;

/** A value as the log keeps it: short, JSON-safe, a related record by its id. */
export function loggable(value: unknown): unknown {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `${value.length} bytes`;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 20).map(loggable);
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    return id === undefined ? JSON.parse(JSON.stringify(value)) : id;
  }
  return value;
}

function keep(policy: AuditPolicy, field: string): 'value' | 'hidden' | 'skip' {
  if (IGNORED_FIELDS.has(field)) return 'skip';
  if (SECRET_FIELDS.has(field)) return 'hidden';
  if (policy.valuesOf && !policy.valuesOf.includes(field)) return 'hidden';
  return 'value';
}

/** Field → value (created, deleted) with secrets and personal values left out. */
function snapshot(policy: AuditPolicy, data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    const how = keep(policy, field);
    if (how === 'value') out[field] = loggable(value);
  }
  return out;
}

/** Field → { from, to } for the fields an update changed; secrets and personal values as "[hidden]". */
function difference(policy: AuditPolicy, payload: Record<string, unknown>, before: Record<string, unknown>) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(payload)) {
    const how = keep(policy, field);
    if (how === 'skip' || policy.untold?.includes(field)) continue;
    out[field] = how === 'hidden' ? { from: HIDDEN, to: HIDDEN } : { from: loggable(before[field]), to: loggable(value) };
  }
  return out;
}

function updateAction(kind: string, changes: Record<string, { to: unknown }>): string {
  const fields = Object.keys(changes);
  if (fields.length === 1 && fields[0] === 'isActive') {
    const active = changes.isActive!.to === true;
    if (kind === 'account') return active ? 'reactivated' : 'deactivated';
    return active ? 'shown' : 'hidden';
  }
  if (kind === 'account' && fields.length === 1 && fields[0] === 'password') return 'password-changed';
  return 'updated';
}

/**
 * Writes an audit entry for every audited entity a flush creates, changes or removes, inside the
 * flush's own transaction, so a change and its record commit or roll back together. Writes made
 * outside an admin's request (seeding, the first admin at start) have no actor and are not logged.
 * Bulk statements that bypass the unit of work (nativeDelete, execute) record themselves explicitly.
 */
export class AuditSubscriber implements EventSubscriber {
  onFlush(args: FlushEventArgs): void {
    const context = auditContext.getStore();
    const actor = context?.actor;
    if (!actor) return;
    for (const changeSet of args.uow.getChangeSets()) {
      const policy = auditPolicy(changeSet.meta.className);
      if (!policy) continue;
      const entity = changeSet.entity as Record<string, unknown>;
      if (policy.skip?.(entity)) continue;
      const before = (changeSet.originalEntity ?? {}) as Record<string, unknown>;
      let action: string;
      let changes: Record<string, unknown>;
      if (changeSet.type === ChangeSetType.CREATE) {
        action = 'created';
        changes = snapshot(policy, changeSet.payload as Record<string, unknown>);
      } else if (changeSet.type === ChangeSetType.DELETE) {
        action = 'deleted';
        changes = snapshot(policy, Object.keys(before).length > 0 ? before : entity);
      } else {
        const diff = difference(policy, changeSet.payload as Record<string, unknown>, before);
        if (Object.keys(diff).length === 0) continue;
        action = updateAction(policy.kind, diff);
        changes = diff;
      }
      const label = policy.label?.(entity);
      const entry = args.em.create(
        AuditEntry,
        {
          actorId: actor.id,
          actorName: actor.username,
          action,
          kind: policy.kind,
          recordType: changeSet.meta.className,
          recordId: policy.recordId?.(entity) ?? changeSet.getSerializedPrimaryKey(),
          label: typeof label === 'string' ? label.slice(0, 200) : null,
          changes,
          ip: context.ip ?? null,
        },
        { persist: false },
      );
      args.uow.computeChangeSet(entry);
    }
  }
}
