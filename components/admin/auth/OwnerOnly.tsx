import type { ReactNode } from 'react';
import type { ApiRouteKey } from '#lib/api-routes.ts';
import { useMayUse } from './use-role.ts';
import { roleContent as copy } from './role.content.ts';

/**
 * Shows `children` to an account that may call `route` (its key in lib/api-routes.ts). Otherwise an action
 * leaves nothing behind, and a whole page (`page`) says plainly that it is an owner's, as the server's
 * 403 would, rather than failing.
 */
export function OwnerOnly({ route, page = false, children }: { route: ApiRouteKey; page?: boolean; children: ReactNode }) {
  const mayUse = useMayUse();
  if (mayUse(route)) return <>{children}</>;
  if (!page) return null;
  return (
    <section aria-labelledby="owner-only-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id="owner-only-heading" className="text-xl font-semibold">
        {copy.pageTitle}
      </h2>
      <p className="mt-2 text-stone-700">{copy.pageText}</p>
    </section>
  );
}
