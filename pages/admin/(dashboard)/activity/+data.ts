import * as v from 'valibot';
import type { PageContextServer } from 'vike/types';
import { activityQuerySchema } from '#lib/domain/staff/activity.schema.ts';
import { mayCall } from '#lib/admin-roles.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const PAGE_SIZE = 50;

/** The audit log filtered by person and kind (`?actor=&kind=&offset=`); a filter that does not parse is left out, the others still apply. */
export async function data(pageContext: PageContextServer) {
  // An owner's page, as its API is (decision 137): staff's page says so and loads nothing.
  if (!pageContext.admin || !mayCall(pageContext.admin.role, 'settings.activity')) return null;
  const { actor, kind, offset } = pageContext.urlParsed.search;
  const input: Record<string, string | undefined> = { actor, kind, offset, limit: String(PAGE_SIZE) };
  const parsed = v.safeParse(activityQuerySchema, input);
  if (!parsed.success) for (const issue of parsed.issues) delete input[v.getDotPath(issue) ?? ''];
  // What is left parses: every field is optional and the limit is ours.
  const query = parsed.success ? parsed.output : v.parse(activityQuerySchema, input);
  const [page, people] = await Promise.all([pageContext.services.audit.list(query), pageContext.services.admins.list()]);
  return {
    page,
    filters: { actor: query.actor ?? '', kind: query.kind ?? '', offset: query.offset },
    people: people.map((p) => ({ id: p.id, username: p.username })),
    pageSize: PAGE_SIZE,
  };
}
