import { useData } from 'vike-react/useData';
import { TripEditor } from '../TripEditor.tsx';
import { GermanTranslation } from '../GermanTranslation.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { trip, suppliers, german } = useData<Data>();
  // Another trip (after Duplicate) is another form, started afresh.
  return (
    <>
      <TripEditor key={trip.id} trip={trip} suppliers={suppliers} />
      {/* A form of its own: the German is saved apart from the trip, and may stay a draft while the trip is sold. */}
      <GermanTranslation key={`${trip.id}-de`} trip={trip} german={german} />
    </>
  );
}
