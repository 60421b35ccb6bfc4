import { useData } from 'vike-react/useData';
import { SavedReplies } from './SavedReplies.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return data && <SavedReplies first={data.savedReplies} />;
}
