import { DialogActions } from '#components/admin/DialogActions.tsx';
import { toast } from '#components/ui/notify.ts';
import { CheckboxField, SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import type { TestimonialRecord } from '#lib/domain/catalogue/catalogue.types.ts';
import { testimonialSchema } from '#lib/domain/catalogue/testimonial.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { FormDialog, useDialogLock } from '#components/admin/FormDialog.tsx';
import { testimonialsContent as copy } from './testimonials.content.ts';

const RATINGS = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: copy.ratingOption(stars) }));

interface TestimonialDialogProps {
  open: boolean;
  session: number;
  testimonial: TestimonialRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

export function TestimonialDialog({ testimonial, onSaved, ...dialog }: TestimonialDialogProps) {
  return (
    <FormDialog {...dialog} title={testimonial ? copy.dialog.edit : copy.dialog.create}>
      <TestimonialForm testimonial={testimonial} onCancel={dialog.onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function TestimonialForm({ testimonial: t, onCancel, onSaved }: { testimonial: TestimonialRecord | null; onCancel: () => void; onSaved: () => void }) {
  const form = useForm({
    initial: { name: t?.name ?? '', country: t?.country ?? '', rating: String(t?.rating ?? 5), comment: t?.comment ?? '', packageType: t?.packageType ?? '', isActive: t?.isActive ?? true },
    schema: testimonialSchema,
    toInput: (values) => ({ ...values, rating: Number(values.rating) }),
    submit: (input) => (t ? api.testimonials.update({ id: t.id }, input) : api.testimonials.create(input)),
    onSuccess: () => {
      toast.success(t ? copy.toast.updated : copy.toast.created);
      onSaved();
    },
    failureTitle: t ? copy.toast.updateFailed : copy.toast.createFailed,
  });
  const { field, formRef, onSubmit, pending } = form;
  useDialogLock(pending);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label={copy.labels.name} data-autofocus {...field('name')} />
      <TextField label={copy.labels.country} {...field('country')} />
      <SelectField label={copy.labels.rating} options={RATINGS} {...field('rating')} />
      <TextField label={copy.labels.packageType} {...field('packageType')} />
      <div className="sm:col-span-2">
        <TextareaField label={copy.labels.comment} rows={4} {...field('comment')} />
      </div>
      <CheckboxField label={copy.labels.isActive} {...form.checkbox('isActive')} className="sm:col-span-2" />
      <DialogActions onCancel={onCancel} pending={pending} cancelLabel={copy.dialog.cancel} submitLabel={copy.dialog.save} pendingLabel={copy.dialog.saving} className="sm:col-span-2" />
    </form>
  );
}
