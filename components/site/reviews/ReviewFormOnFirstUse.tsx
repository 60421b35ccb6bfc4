import { lazy, type ComponentProps, type ComponentType } from 'react';
import { HydrateOnInteraction } from '#components/ui/HydrateOnInteraction.tsx';
import type { ReviewForm as EagerReviewForm } from './ReviewForm.tsx';

type ReviewFormProps = ComponentProps<typeof EagerReviewForm>;

// The form's code (Valibot, the review schema, the form hook, photo uploads) loads on first use in the browser, so
// the review page's first load stays within issue 43's 100 kB; the server renders the form at once.
const loadReviewForm = () => import('./ReviewForm.tsx');
const ReviewForm: ComponentType<ReviewFormProps> = import.meta.env.SSR
  ? (await loadReviewForm()).ReviewForm
  : lazy(() => loadReviewForm().then((module) => ({ default: module.ReviewForm })));

/** The review form, hydrated on first use or once near the screen when the browser is idle (decision 081). */
export function ReviewFormOnFirstUse(props: ReviewFormProps) {
  return (
    <HydrateOnInteraction load={loadReviewForm}>
      <ReviewForm {...props} />
    </HydrateOnInteraction>
  );
}
