import { DialogActions } from '#components/admin/DialogActions.tsx';
import { toast } from '#components/ui/notify.ts';
import { CheckboxField, SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import type { SafariPackage } from '#database/dto.ts';
import { PACKAGE_TYPES, packageSchema, type PackageInput } from '#database/schemas/package.schema.ts';
import { apiRequest } from '#lib/api-client.ts';
import { useForm } from '#lib/use-form.ts';
import { FormDialog, useDialogLock } from '../FormDialog.tsx';
import { ImageField } from '../uploads/ImageField.tsx';
import { formValues, packagePayload, type PackageFormValues } from './package-form.ts';
import { packagesContent } from './packages.content.ts';

const copy = packagesContent.dialog;

interface PackageDialogProps {
  open: boolean;
  /** The package being edited; null creates a new one. */
  pkg: SafariPackage | null;
  /** Changes on every opening, so the form starts afresh (SPEC §4: it resets). */
  session: number;
  onClose: () => void;
  onSaved: (pkg: SafariPackage) => void;
}

export function PackageDialog({ pkg, onSaved, ...dialog }: PackageDialogProps) {
  return (
    <FormDialog {...dialog} title={pkg ? copy.editTitle : copy.createTitle} size="lg">
      <PackageForm pkg={pkg} onCancel={dialog.onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

interface PackageFormProps {
  pkg: SafariPackage | null;
  onCancel: () => void;
  onSaved: (pkg: SafariPackage) => void;
}

function PackageForm({ pkg, onCancel, onSaved }: PackageFormProps) {
  const form = useForm({
    initial: formValues(pkg ?? undefined),
    schema: packageSchema,
    toInput: packagePayload,
    submit: (input: PackageInput) =>
      pkg ? apiRequest<SafariPackage>('PUT', `/api/admin/packages/${pkg.id}`, input) : apiRequest<SafariPackage>('POST', '/api/admin/packages', input),
    onSuccess: (saved) => {
      toast.success(pkg ? packagesContent.toast.updated : packagesContent.toast.created, { description: saved.name });
      onSaved(saved);
    },
    // SPEC §4: on failure the dialog stays open with what was typed.
    failureTitle: pkg ? packagesContent.toast.updateFailed : packagesContent.toast.createFailed,
  });
  const { errors, field, formRef: ref, onSubmit } = form;
  useDialogLock(form.pending);
  const text = (key: Exclude<keyof PackageFormValues, 'isActive'>) => field(key);

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label={copy.name} data-autofocus {...text('name')} />
      </div>
      <SelectField label={copy.type} options={PACKAGE_TYPES} placeholder={copy.typePlaceholder} {...text('type')} />
      <TextField label={copy.price} type="number" min={0} step="0.01" inputMode="decimal" {...text('price')} />
      <TextField label={copy.duration} placeholder={copy.durationPlaceholder} {...text('duration')} />
      <TextField label={copy.groupSize} placeholder={copy.groupSizePlaceholder} {...text('groupSize')} />
      <div className="sm:col-span-2">
        <TextField label={copy.accommodation} {...text('accommodation')} />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label={copy.description} rows={4} {...text('description')} />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label={copy.features} hint={copy.featuresHint} rows={5} {...text('features')} />
      </div>
      <div className="sm:col-span-2">
        <ImageField label={copy.imageUrl} hint={copy.imageUrlHint} name="imageUrl" value={form.values.imageUrl} error={errors.imageUrl} onChange={(value) => form.setValue('imageUrl', value)} />
      </div>
      <CheckboxField label={copy.isActive} {...form.checkbox('isActive')} className="sm:col-span-2" />
      {errors._ && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors._}
        </p>
      )}
      <DialogActions onCancel={onCancel} pending={form.pending} cancelLabel={copy.cancel} submitLabel={copy.save} pendingLabel={copy.saving} className="sm:col-span-2" />
    </form>
  );
}
