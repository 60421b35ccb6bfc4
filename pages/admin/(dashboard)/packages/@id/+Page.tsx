import { useData } from 'vike-react/useData';
import { TripEditor } from '../TripEditor.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { trip, suppliers } = useData<Data>();
  // Another trip (after Duplicate) is another form, started afresh.
  return <TripEditor key={trip.id} trip={trip} suppliers={suppliers} />;
}
