import { useData } from 'vike-react/useData';
import { ParkFeesView } from '#components/admin/costing/ParkFeesView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { fees, on, park, parks } = useData<Data>();
  return <ParkFeesView fees={fees} on={on} park={park} parks={parks} />;
}
