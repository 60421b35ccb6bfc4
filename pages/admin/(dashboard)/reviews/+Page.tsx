import { useData } from 'vike-react/useData';
import { ReviewsSection } from './ReviewsSection.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { reviews, total, filter, page } = useData<Data>();
  return <ReviewsSection reviews={reviews} total={total} filter={filter} page={page} />;
}
