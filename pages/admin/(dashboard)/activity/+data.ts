import * as v from 'valibot';
import type { PageContextServer } from 'vike/types';
import { activityQuerySchema } from '#database/schemas/activity.schema.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const PAGE_SIZE = 50;

/** The audit log filtered by person and kind (`?actor=&kind=&offset=`); a filter that does not parse is ignored. */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search;
  const parsed = v.safeParse(activityQuerySchema, { actor: search.actor, kind: search.kind, offset: search.offset, limit: String(PAGE_SIZE) });
  const query = parsed.success ? parsed.output : { limit: PAGE_SIZE, offset: 0, actor: undefined, kind: undefined };
  const [page, people] = await Promise.all([pageContext.services.audit.list(query), pageContext.services.admins.list()]);
  return {
    page,
    filters: { actor: query.actor ?? '', kind: query.kind ?? '', offset: query.offset },
    people: people.map((p) => ({ id: p.id, username: p.username })),
    pageSize: PAGE_SIZE,
  };
}
