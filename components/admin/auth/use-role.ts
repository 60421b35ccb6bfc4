import { usePageContext } from 'vike-react/usePageContext';
import { mayUse } from '#lib/admin-roles.ts';

/**
 * Whether the signed-in account may call `method apiPath` (a path under /api, e.g. "/admin/inquiries/export"):
 * pages hide what the server would refuse, asking the same table (lib/admin-roles.ts) the server enforces.
 */
export function useMayUse(): (method: string, apiPath: string) => boolean {
  const { admin } = usePageContext();
  return (method, apiPath) => admin !== null && mayUse(admin.role, method, apiPath);
}
