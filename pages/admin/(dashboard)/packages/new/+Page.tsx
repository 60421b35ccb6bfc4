import { TripEditor } from '../TripEditor.tsx';

/** A new trip: SPEC's empty package form (price 0, active) with no stops yet. */
export default function Page() {
  return <TripEditor trip={null} />;
}
