import { useData } from 'vike-react/useData';
import { BookingDetailView } from './BookingDetailView.tsx';
import type { Data } from './+data.ts';

/** One booking, ordered by the next task (issue 39): BookingDetailView composes its parts. */
export default function Page() {
  const data = useData<Data>();
  return <BookingDetailView {...data} />;
}
