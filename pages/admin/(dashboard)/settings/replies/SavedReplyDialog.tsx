import { DialogActions } from '#components/admin/DialogActions.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { SavedReplyView } from '#lib/domain/enquiry/enquiry.types.ts';
import { REPLY_SUBJECT_MAX_LENGTH } from '#lib/domain/enquiry/reply.schema.ts';
import { SAVED_REPLY_BODY_MAX_LENGTH, SAVED_REPLY_NAME_MAX_LENGTH, savedReplySchema } from '#lib/domain/enquiry/saved-reply.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { FormDialog, useDialogLock } from '#components/admin/FormDialog.tsx';
import { savedRepliesContent } from '#components/admin/settings/saved-replies.content.ts';

const copy = savedRepliesContent.dialog;

interface DialogProps {
  open: boolean;
  session: number;
  /** The reply to edit; null adds one. */
  reply: SavedReplyView | null;
  onClose: () => void;
  onSaved: () => void;
}

export function SavedReplyDialog({ reply, onSaved, ...dialog }: DialogProps) {
  return (
    <FormDialog {...dialog} size="lg" title={reply ? copy.editTitle : copy.addTitle}>
      <SavedReplyForm reply={reply} onCancel={dialog.onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function SavedReplyForm({ reply, onCancel, onSaved }: { reply: SavedReplyView | null; onCancel: () => void; onSaved: () => void }) {
  const form = useForm({
    initial: { name: reply?.name ?? '', subject: reply?.subject ?? '', body: reply?.body ?? '' },
    schema: savedReplySchema,
    submit: (input) =>
      reply ? api.savedReplies.update<SavedReplyView>({ id: reply.id }, input) : api.savedReplies.create<SavedReplyView>(input),
    onSuccess: (saved) => {
      toast.success(copy.saved, { description: saved.name });
      onSaved();
    },
    failureTitle: copy.failed,
  });
  useDialogLock(form.pending);
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      <TextField label={copy.name} hint={copy.nameHint} maxLength={SAVED_REPLY_NAME_MAX_LENGTH} data-autofocus {...form.field('name')} />
      <TextField label={copy.subject} maxLength={REPLY_SUBJECT_MAX_LENGTH} {...form.field('subject')} />
      <TextareaField label={copy.body} hint={copy.bodyHint} rows={8} maxLength={SAVED_REPLY_BODY_MAX_LENGTH} {...form.field('body')} />
      <DialogActions onCancel={onCancel} pending={form.pending} cancelLabel={copy.cancel} submitLabel={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
