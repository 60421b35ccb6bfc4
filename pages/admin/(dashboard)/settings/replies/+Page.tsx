import { useData } from 'vike-react/useData';
import { SavedReplies } from '#components/admin/settings/SavedReplies.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return data && <SavedReplies first={data.savedReplies} />;
}
