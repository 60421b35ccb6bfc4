import { reload } from 'vike/client/router';
import { ConfirmedSubmit } from '#components/admin/ConfirmedSubmit.tsx';
import { SelectField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { withholdReviewSchema } from '#lib/domain/review/review.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { WITHHOLD_REASONS, type WithholdReason } from '#lib/domain/review/review-policy.ts';
import { useForm } from '#components/ui/use-form.ts';
import { undoReviewStep } from './undo-review-step.ts';
import { reviewsAdminContent } from '#components/admin/reviews/reviews-admin.content.ts';

const copy = reviewsAdminContent.withhold;

/** "Publish again": the undo of withholding, from the toast or the withheld review's card (issue 39). */
export function publishAgain(reviewId: string): Promise<void> {
  return undoReviewStep(() => api.reviews.publish({ id: reviewId }), { done: copy.published, failed: copy.publishFailed });
}

/**
 * Withholds a review, only for a reason the published policy names; the policy page counts it. It asks first
 * (the author is mailed and the photos are deleted), and the toast offers Undo (issue 39).
 */
export function WithholdReviewForm({ reviewId }: { reviewId: string }) {
  const { values, field, pending, formRef, onSubmit } = useForm({
    initial: { reason: '' },
    schema: withholdReviewSchema,
    toInput: (values) => ({ reason: values.reason || undefined }),
    submit: (input) => api.reviews.withhold({ id: reviewId }, input),
    onSuccess: () => {
      toast.success(copy.done, { action: { label: copy.undo, onClick: () => void publishAgain(reviewId) } });
      void reload();
    },
    failureTitle: copy.failed,
  });
  const reason = values.reason as WithholdReason | '';
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <SelectField label={copy.label} placeholder={copy.choose} options={WITHHOLD_REASONS.map((r) => ({ value: r, label: reviewsAdminContent.reasons[r] }))} {...field('reason')} />
      </div>
      {/* Without a reason the form says so at once; with one, it asks first. */}
      <ConfirmedSubmit
        formRef={formRef}
        ready={Boolean(reason)}
        pending={pending}
        variant="outline"
        words={{ submit: copy.submit, submitting: copy.submitting, confirm: copy.confirm, detail: reason ? copy.confirmDetail(reviewsAdminContent.reasons[reason]) : undefined }}
      />
    </form>
  );
}
