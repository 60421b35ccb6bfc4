import { useData } from 'vike-react/useData';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { CompanySettingsPanels } from '../CompanySettingsPanels.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return (
    <OwnerOnly route="settings.updateCompany" page>
      {data && <CompanySettingsPanels company={data.company} />}
    </OwnerOnly>
  );
}
