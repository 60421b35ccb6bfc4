import { useData } from 'vike-react/useData';
import { DepartureManifestView } from './DepartureManifestView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { manifest } = useData<Data>();
  return <DepartureManifestView manifest={manifest} />;
}
