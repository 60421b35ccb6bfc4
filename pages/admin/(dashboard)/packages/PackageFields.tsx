import { SelectField, TextareaField, TextField, CheckboxField } from '#components/ui/Field.tsx';
import { PACKAGE_TYPES } from '#lib/domain/catalogue/package.schema.ts';
import { TRIP_CURRENCIES } from '#lib/domain/catalogue/trip.schema.ts';
import { tripsContent } from '#components/admin/trips/trips.content.ts';
import { ImageField } from '#components/admin/uploads/ImageField.tsx';
import { packagesContent } from './packages.content.ts';
import type { TripForm } from '#components/admin/trips/trip-form.ts';

const copy = packagesContent.dialog;

/** SPEC's package form (§2, §5): its labels, in its order, with its messages under each field. */
export function PackageFields({ form }: { form: TripForm }) {
  const { field } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label={copy.name} {...field('name')} />
      </div>
      <SelectField label={copy.type} options={PACKAGE_TYPES} placeholder={copy.typePlaceholder} {...field('type')} />
      <TextField label={copy.price} hint={copy.priceHint} type="number" min={0} step="0.01" inputMode="decimal" {...field('price')} />
      <SelectField label={tripsContent.priceCurrency} hint={tripsContent.priceCurrencyHint} options={TRIP_CURRENCIES.map((c) => ({ value: c, label: c }))} {...field('priceCurrency')} />
      <TextField label={copy.duration} placeholder={copy.durationPlaceholder} {...field('duration')} />
      <TextField label={copy.groupSize} placeholder={copy.groupSizePlaceholder} {...field('groupSize')} />
      <div className="sm:col-span-2">
        <TextField label={copy.accommodation} {...field('accommodation')} />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label={copy.description} rows={4} {...field('description')} />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label={copy.features} hint={copy.featuresHint} rows={5} {...field('features')} />
      </div>
      <div className="sm:col-span-2">
        <ImageField label={copy.imageUrl} hint={copy.imageUrlHint} name="imageUrl" value={form.values.imageUrl} error={form.errors.imageUrl} onChange={(value) => form.setValue('imageUrl', value)} />
      </div>
      <CheckboxField label={copy.isActive} {...form.checkbox('isActive')} className="sm:col-span-2" />
    </div>
  );
}
