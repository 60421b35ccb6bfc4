import { toast } from '#components/ui/notify.ts';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField } from '#components/ui/Field.tsx';
import { inquiryNoteSchema, NOTE_MAX_LENGTH } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { deskDetailContent } from '#components/admin/inquiries/desk-detail.content.ts';

const copy = deskDetailContent.note;

/** A note for staff on the enquiry's timeline; the author is whoever is signed in. */
export function NoteForm({ inquiryId }: { inquiryId: string }) {
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { body: '' },
    schema: inquiryNoteSchema,
    submit: (input) => api.inquiries.addNote({ id: inquiryId }, input),
    onSuccess: (_note, { reset }) => {
      reset({ body: '' });
      toast.success(copy.added);
      void reload();
    },
    failureTitle: copy.failed,
  });
  return (
    <DeskPanel id="note" heading={copy.heading}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <TextareaField label={copy.label} hint={copy.hint} rows={4} maxLength={NOTE_MAX_LENGTH} {...field('body')} />
        <Button type="submit" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </DeskPanel>
  );
}
