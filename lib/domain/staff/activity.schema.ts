import * as v from 'valibot';

/** What an audit entry is about; the activity page filters by these. */
export const AUDIT_KINDS = ['package', 'gallery', 'testimonial', 'image', 'inquiry', 'account', 'session', 'settings', 'proposal', 'booking'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

const count = (message: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : Number(s))),
    v.number(message),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(max, message),
  );

/** The query string of GET /api/admin/activity (and the /admin/activity page's filters). */
export const activityQuerySchema = v.object({
  actor: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => s.trim() || undefined),
    v.optional(v.pipe(v.string(), v.uuid('Choose a person from the list'))),
  ),
  kind: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => s.trim() || undefined),
    v.optional(v.picklist(AUDIT_KINDS, 'Choose a kind from the list')),
  ),
  limit: v.pipe(count('Limit must be a whole number from 1 to 200', 50, 200), v.minValue(1, 'Limit must be a whole number from 1 to 200')),
  offset: count('Offset must be a whole number of at least 0', 0, 1_000_000),
});

export type ActivityQuery = v.InferOutput<typeof activityQuerySchema>;
