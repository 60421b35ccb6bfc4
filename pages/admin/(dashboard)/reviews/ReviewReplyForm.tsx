import { reload } from 'vike/client/router';
import { ConfirmedSubmit } from '#components/admin/ConfirmedSubmit.tsx';
import { TextareaField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { reviewReplySchema } from '#lib/domain/review/review.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { undoReviewStep } from './undo-review-step.ts';
import { reviewsAdminContent } from '#components/admin/reviews/reviews-admin.content.ts';

const copy = reviewsAdminContent.reply;

/** "Withdraw reply": the undo of publishing one, from the toast or the card (issue 39). */
export function withdrawReply(reviewId: string): Promise<void> {
  return undoReviewStep(() => api.reviews.withdrawReply({ id: reviewId }), { done: copy.withdrawn, failed: copy.withdrawFailed });
}

/** The one public reply under a review: asked for confirmation, and the toast offers Undo (issue 39). */
export function ReviewReplyForm({ reviewId }: { reviewId: string }) {
  const { values, field, pending, formRef, onSubmit } = useForm({
    initial: { text: '' },
    schema: reviewReplySchema,
    submit: (input) => api.reviews.reply({ id: reviewId }, input),
    onSuccess: () => {
      toast.success(copy.done, { action: { label: copy.undo, onClick: () => void withdrawReply(reviewId) } });
      void reload();
    },
    failureTitle: copy.failed,
  });
  const written = values.text.trim() !== '';
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-3">
      <TextareaField label={copy.label} hint={copy.hint} rows={3} maxLength={2000} {...field('text')} />
      <ConfirmedSubmit formRef={formRef} ready={written} pending={pending} words={{ submit: copy.submit, submitting: copy.submitting, confirm: copy.confirm, detail: copy.confirmDetail }} />
    </form>
  );
}
