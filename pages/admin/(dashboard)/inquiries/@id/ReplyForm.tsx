import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { REPLY_BODY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH, replySchema } from '#lib/domain/enquiry/reply.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import type { SavedReplyPlaceholder } from '#lib/domain/enquiry/saved-reply.schema.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { SavedReplyPicker } from './SavedReplyPicker.tsx';
import { mailContent } from '#components/admin/mail/mail.content.ts';

const copy = mailContent.reply;

/** Staff answer the traveller from the enquiry's page; the mail is queued and its progress shows on the timeline. */
export function ReplyForm({
  inquiryId,
  email,
  answersReachDesk,
  saved,
}: {
  inquiryId: string;
  email: string;
  /** True where this server reads the mailbox answers go to, so they appear on the timeline. */
  answersReachDesk: boolean;
  /** What the enquiry puts in saved replies' placeholders; the picker loads the replies when opened. */
  saved?: { values: Record<SavedReplyPlaceholder, string> };
}) {
  const initial: { subject: string; body: string } = { subject: copy.subjectDefault, body: '' };
  const { field, pending, formRef, onSubmit, setValue } = useForm({
    initial,
    schema: replySchema,
    submit: (input) => api.inquiries.reply({ id: inquiryId }, input),
    onSuccess: (_mail, { reset }) => {
      reset(initial);
      toast.success(copy.queued);
      void reload();
    },
    failureTitle: copy.failed,
  });
  return (
    <DeskPanel id="reply" heading={copy.heading} intro={copy.intro(email, answersReachDesk)}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        {saved && (
          <SavedReplyPicker
            values={saved.values}
            onPick={(reply) => {
              setValue('subject', reply.subject);
              setValue('body', reply.body);
            }}
          />
        )}
        <TextField label={copy.subject} maxLength={REPLY_SUBJECT_MAX_LENGTH} {...field('subject')} />
        <TextareaField label={copy.body} rows={6} maxLength={REPLY_BODY_MAX_LENGTH} {...field('body')} />
        <Button type="submit" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}
