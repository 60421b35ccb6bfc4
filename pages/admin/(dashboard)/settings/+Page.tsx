import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { SettingsSection } from '#components/admin/settings/SettingsSection.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { admin } = usePageContext();
  const { accounts, company } = useData<Data>();
  return admin ? <SettingsSection admin={admin} accounts={accounts} company={company} /> : null;
}
