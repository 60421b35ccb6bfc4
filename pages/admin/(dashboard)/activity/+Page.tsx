import { useData } from 'vike-react/useData';
import { ActivitySection } from '#components/admin/activity/ActivitySection.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return <ActivitySection {...data} />;
}
