import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { Modal } from '#components/ui/Modal.tsx';
import type { GalleryFolderView, GalleryPhotoView, GalleryView } from '#database/dto.ts';
import { apiRequest } from '#lib/api-client.ts';
import { useForm } from '#lib/use-form.ts';
import { GALLERY_KINDS, type GalleryKind } from './gallery-kinds.ts';
import { galleryContent } from './gallery.content.ts';

/** What the API answers for a new folder, gallery or photo. */
export type CreatedItem = GalleryFolderView | GalleryView | GalleryPhotoView;

interface CreateItemDialogProps {
  kind: GalleryKind;
  open: boolean;
  /** Changes on every opening, so the form starts empty. */
  session: number;
  /** The opened folder (for a gallery) or gallery (for a photo). */
  parentId?: string;
  onClose: () => void;
  onCreated: (created: CreatedItem) => void;
}

/** Create Folder, Create Gallery and Add Photo: one dialog, the fields and schema of its kind. */
export function CreateItemDialog({ kind, open, session, parentId, onClose, onCreated }: CreateItemDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal open={open} onClose={saving ? () => undefined : onClose} title={galleryContent.kinds[kind].dialogTitle}>
      <CreateItemForm key={session} kind={kind} parentId={parentId} saving={saving} setSaving={setSaving} onCancel={onClose} onCreated={onCreated} />
    </Modal>
  );
}

interface CreateItemFormProps {
  kind: GalleryKind;
  parentId?: string;
  saving: boolean;
  setSaving: (saving: boolean) => void;
  onCancel: () => void;
  onCreated: (created: CreatedItem) => void;
}

function CreateItemForm({ kind, parentId, setSaving, onCancel, onCreated }: CreateItemFormProps) {
  const spec = GALLERY_KINDS[kind];
  const copy = galleryContent.kinds[kind];
  const labels: Record<string, string> = copy.labels;
  const form = useForm({
    initial: Object.fromEntries(spec.fields.map((f) => [f.key, ''])) as Record<string, string>,
    schema: spec.schema,
    // The item belongs to the opened folder or gallery (SPEC §5).
    toInput: (values) => (spec.parentKey ? { ...values, [spec.parentKey]: parentId } : values),
    submit: (input) => apiRequest<CreatedItem>('POST', spec.createUrl, input),
    onSuccess: (created) => {
      toast.success(copy.created, { description: 'name' in created ? created.name : created.title });
      onCreated(created);
    },
    failureTitle: copy.createFailed,
  });
  const { errors, formRef: ref, onSubmit } = form;
  const saving = form.pending;
  // The dialog must not close while the item is being created.
  useEffect(() => setSaving(saving), [saving, setSaving]);

  // A missing parent is not a field the admin can fix; say so above the fields.
  const parentError = spec.parentKey ? errors[spec.parentKey] : undefined;
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="space-y-4">
      {parentError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {parentError}
        </p>
      )}
      {spec.fields.map((field, index) => {
        const props = {
          // Headless UI's dialog focuses the element marked so on opening: the first field.
          'data-autofocus': index === 0 ? true : undefined,
          label: labels[field.key] ?? field.key,
          ...form.field(field.key),
        };
        if (field.multiline) return <TextareaField key={field.key} rows={3} {...props} />;
        return <TextField key={field.key} type={field.url ? 'url' : 'text'} inputMode={field.url ? 'url' : undefined} {...props} />;
      })}
      {errors._ && (
        <p role="alert" className="text-sm text-red-700">
          {errors._}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="text-stone-700" onClick={onCancel} disabled={saving}>
          {galleryContent.dialog.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? galleryContent.dialog.creating : copy.submit}
        </Button>
      </div>
    </form>
  );
}
