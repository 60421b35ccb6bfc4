import { usePageContext } from 'vike-react/usePageContext';
import { mayCall } from '#lib/admin-roles.ts';
import type { ApiRouteKey } from '#lib/api-routes.ts';

/**
 * Whether the signed-in account may call a route (its key in lib/api-routes.ts, e.g. "inquiries.export"):
 * pages hide what the server would refuse, asking the same table the server enforces.
 */
export function useMayUse(): (route: ApiRouteKey) => boolean {
  const { admin } = usePageContext();
  return (route) => admin !== null && mayCall(admin.role, route);
}
