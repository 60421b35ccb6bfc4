import { useData } from 'vike-react/useData';
import { PackagesSection } from './PackagesSection.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { packages } = useData<Data>();
  return <PackagesSection packages={packages} />;
}
