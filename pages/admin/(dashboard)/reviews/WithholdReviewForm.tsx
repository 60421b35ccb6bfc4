import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { SelectField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { withholdReviewSchema } from '#lib/domain/review/review.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { WITHHOLD_REASONS } from '#lib/domain/review/review-policy.ts';
import { useForm } from '#components/ui/use-form.ts';
import { reviewsAdminContent } from '#components/admin/reviews/reviews-admin.content.ts';

const copy = reviewsAdminContent.withhold;

/** Withholds a review, only for a reason the published policy names; the policy page counts it. */
export function WithholdReviewForm({ reviewId }: { reviewId: string }) {
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { reason: '' },
    schema: withholdReviewSchema,
    toInput: (values) => ({ reason: values.reason || undefined }),
    submit: (input) => api.reviews.withhold({ id: reviewId }, input),
    onSuccess: () => {
      toast.success(copy.done);
      void reload();
    },
    failureTitle: copy.failed,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <SelectField label={copy.label} placeholder={copy.choose} options={WITHHOLD_REASONS.map((reason) => ({ value: reason, label: reviewsAdminContent.reasons[reason] }))} {...field('reason')} />
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
