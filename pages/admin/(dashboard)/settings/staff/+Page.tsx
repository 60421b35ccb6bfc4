import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { StaffAccounts } from './StaffAccounts.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { admin } = usePageContext();
  const data = useData<Data>();
  return (
    <OwnerOnly route="staffAccounts.list" page>
      {data && admin && <StaffAccounts accounts={data.accounts} selfId={admin.id} />}
    </OwnerOnly>
  );
}
