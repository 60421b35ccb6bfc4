import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { reviewReplySchema } from '#lib/domain/review/review.schema.ts';
import { api } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { reviewsAdminContent } from '#components/admin/reviews/reviews-admin.content.ts';

const copy = reviewsAdminContent.reply;

/** The one public reply under a review. */
export function ReviewReplyForm({ reviewId }: { reviewId: string }) {
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { text: '' },
    schema: reviewReplySchema,
    submit: (input) => api.reviews.reply({ id: reviewId }, input),
    onSuccess: () => {
      toast.success(copy.done);
      void reload();
    },
    failureTitle: copy.failed,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-3">
      <TextareaField label={copy.label} hint={copy.hint} rows={3} maxLength={2000} {...field('text')} />
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
