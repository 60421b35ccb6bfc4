import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { replySchema } from '#database/schemas/reply.schema.ts';
import { apiRequest } from '#lib/api-client.ts';
import { useForm } from '#lib/use-form.ts';
import { mailContent } from './mail.content.ts';

const copy = mailContent.reply;

/** Staff answer the traveller from the enquiry's page; the mail is queued and its progress shows on the timeline. */
export function ReplyForm({ inquiryId, email }: { inquiryId: string; email: string }) {
  const initial = { subject: copy.subjectDefault, body: '' };
  const { field, pending, formRef, onSubmit } = useForm({
    initial,
    schema: replySchema,
    submit: (input) => apiRequest('POST', `/api/admin/inquiries/${inquiryId}/replies`, input),
    onSuccess: (_mail, { reset }) => {
      reset(initial);
      toast.success(copy.queued);
      void reload();
    },
    failureTitle: copy.failed,
  });
  return (
    <section aria-labelledby="reply-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <h3 id="reply-heading" className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <p className="mt-1 text-sm break-words text-stone-600">{copy.intro(email)}</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <TextField label={copy.subject} maxLength={200} {...field('subject')} />
        <TextareaField label={copy.body} rows={6} maxLength={20_000} {...field('body')} />
        <Button type="submit" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </section>
  );
}
