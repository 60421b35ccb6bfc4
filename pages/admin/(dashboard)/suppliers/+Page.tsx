import { useData } from 'vike-react/useData';
import { SuppliersView } from './SuppliersView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { suppliers } = useData<Data>();
  return <SuppliersView suppliers={suppliers} />;
}
