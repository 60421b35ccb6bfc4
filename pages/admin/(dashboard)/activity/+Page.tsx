import { useData } from 'vike-react/useData';
import { ActivitySection } from './ActivitySection.tsx';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return (
    <OwnerOnly route="settings.activity" page>
      {data && <ActivitySection {...data} />}
    </OwnerOnly>
  );
}
