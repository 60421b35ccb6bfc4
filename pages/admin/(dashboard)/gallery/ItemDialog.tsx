import { DialogActions } from '#components/admin/DialogActions.tsx';
import { toast } from '#components/ui/notify.ts';
import { CheckboxField, TextareaField, TextField } from '#components/ui/Field.tsx';
import type { GalleryFolderView, GalleryPhotoView, GalleryView } from '#lib/domain/catalogue/catalogue.types.ts';
import { useForm } from '#components/ui/use-form.ts';
import { FormDialog, useDialogLock } from '#components/admin/FormDialog.tsx';
import { ImageField } from '#components/admin/uploads/ImageField.tsx';
import { GALLERY_KINDS, type GalleryKind } from './gallery-kinds.ts';
import { galleryContent } from './gallery.content.ts';

/** A folder, gallery or photo as the API answers it. */
export type GalleryItem = GalleryFolderView | GalleryView | GalleryPhotoView;

interface ItemDialogProps {
  kind: GalleryKind;
  open: boolean;
  /** Changes on every opening, so the form starts from the item (or empty). */
  session: number;
  /** The opened folder (for a gallery) or gallery (for a photo), when creating. */
  parentId?: string;
  /** The item to edit; without one the dialog creates. */
  item?: GalleryItem | null;
  onClose: () => void;
  onSaved: (saved: GalleryItem) => void;
}

/** Create or edit a folder, gallery or photo: one dialog, the fields and schema of its kind. */
export function ItemDialog({ kind, open, session, parentId, item, onClose, onSaved }: ItemDialogProps) {
  const copy = galleryContent.kinds[kind];
  return (
    <FormDialog open={open} session={session} onClose={onClose} title={item ? copy.editTitle : copy.dialogTitle}>
      <ItemForm kind={kind} parentId={parentId} item={item ?? null} onCancel={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

interface ItemFormProps {
  kind: GalleryKind;
  parentId?: string;
  item: GalleryItem | null;
  onCancel: () => void;
  onSaved: (saved: GalleryItem) => void;
}

function initialValues(kind: GalleryKind, item: GalleryItem | null): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = { isActive: item?.isActive ?? true };
  for (const field of GALLERY_KINDS[kind].fields) values[field.key] = String((item as Record<string, unknown> | null)?.[field.key] ?? '');
  return values;
}

function ItemForm({ kind, parentId, item, onCancel, onSaved }: ItemFormProps) {
  const spec = GALLERY_KINDS[kind];
  const copy = galleryContent.kinds[kind];
  const labels: Record<string, string> = copy.labels;
  const form = useForm({
    initial: initialValues(kind, item),
    schema: item ? spec.updateSchema : spec.schema,
    // A new item belongs to the opened folder or gallery (SPEC §5); an edited one keeps its place in the order.
    toInput: (values) => (item ? { ...values, sortOrder: item.sortOrder } : spec.parentKey ? { ...values, [spec.parentKey]: parentId } : values),
    submit: (input) => (item ? spec.update<GalleryItem>(item.id, input) : spec.create<GalleryItem>(input)),
    onSuccess: (saved) => {
      toast.success(item ? copy.updated : copy.created, { description: 'name' in saved ? saved.name : saved.title });
      onSaved(saved);
    },
    failureTitle: item ? copy.updateFailed : copy.createFailed,
  });
  const { errors, formRef: ref, onSubmit } = form;
  const saving = form.pending;
  useDialogLock(saving);

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
        const label = labels[field.key] ?? field.key;
        const bound = form.field(field.key);
        if (field.url) {
          return <ImageField key={field.key} label={label} name={field.key} value={bound.value} error={bound.error} onChange={(value) => form.setValue(field.key, value)} />;
        }
        // Headless UI's dialog focuses the element marked so on opening: the first field.
        const props = { 'data-autofocus': index === 0 ? true : undefined, label, ...bound };
        if (field.multiline) return <TextareaField key={field.key} rows={3} {...props} />;
        return <TextField key={field.key} type="text" {...props} />;
      })}
      {item && <CheckboxField label={galleryContent.dialog.visible} {...form.checkbox('isActive')} />}
      {errors._ && (
        <p role="alert" className="text-sm text-red-700">
          {errors._}
        </p>
      )}
      <DialogActions
        onCancel={onCancel}
        pending={saving}
        cancelLabel={galleryContent.dialog.cancel}
        submitLabel={item ? galleryContent.dialog.save : copy.submit}
        pendingLabel={item ? galleryContent.dialog.saving : galleryContent.dialog.creating}
      />
    </form>
  );
}
