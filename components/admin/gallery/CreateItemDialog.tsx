import { useState, type FormEvent } from 'react';
import { toast } from '#components/ui/notify.ts';
import * as v from 'valibot';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { Modal } from '#components/ui/Modal.tsx';
import type { GalleryFolderView, GalleryPhotoView, GalleryView } from '#database/dto.ts';
import { fieldErrors } from '#database/schemas/fields.ts';
import { apiRequest } from '#lib/api-client.ts';
import { serverFieldErrors, toastFailure } from '../failure.ts';
import { useFocusFirstInvalid } from '../use-focus-first-invalid.ts';
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

function CreateItemForm({ kind, parentId, saving, setSaving, onCancel, onCreated }: CreateItemFormProps) {
  const spec = GALLERY_KINDS[kind];
  const copy = galleryContent.kinds[kind];
  const labels: Record<string, string> = copy.labels;
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref, reveal } = useFocusFirstInvalid<HTMLFormElement>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = spec.parentKey ? { ...values, [spec.parentKey]: parentId } : values;
    const parsed = v.safeParse(spec.schema, input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      reveal();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const created = await apiRequest<CreatedItem>('POST', spec.createUrl, parsed.output);
      toast.success(copy.created, { description: String(values[spec.fields[0]!.key] ?? '').trim() });
      onCreated(created);
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      reveal();
      toastFailure(copy.createFailed, failure);
    } finally {
      setSaving(false);
    }
  }

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
          name: field.key,
          value: values[field.key] ?? '',
          error: errors[field.key],
          onChange: (e: { target: { value: string } }) => setValues((current) => ({ ...current, [field.key]: e.target.value })),
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
