import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { SavedReplies } from '#components/admin/settings/SavedReplies.tsx';
import { SettingsSection } from '#components/admin/settings/SettingsSection.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { admin } = usePageContext();
  const { accounts, company, savedReplies } = useData<Data>();
  if (!admin) return null;
  return (
    <div className="space-y-6">
      <SettingsSection admin={admin} accounts={accounts} company={company} />
      {savedReplies && <SavedReplies first={savedReplies} />}
    </div>
  );
}
