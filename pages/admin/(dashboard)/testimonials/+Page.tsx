import { useData } from 'vike-react/useData';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { testimonials } = useData<Data>();
  return <TestimonialsSection testimonials={testimonials} />;
}
