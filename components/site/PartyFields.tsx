import type { ChangeEvent } from 'react';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { MAX_ADULTS } from '#lib/domain/enquiry/party.ts';
import { COUNTRY_OPTIONS } from './countries.content.ts';
import { COUNTRY_OPTIONS_DE } from './countries.content.de.ts';
import { partyContent } from './inquiry.content.ts';
import { useLocale } from './use-locale.ts';

/** What the form hook's `field()` gives a control. */
interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/**
 * Who travels (issue 40): adults, children's ages and the country they live in, all optional and in one compact
 * group, so a traveller who skips them loses no time; given, they let the acknowledgement carry a first price.
 */
export function PartyFields({ field }: { field: (name: 'adults' | 'childrenAges' | 'country') => FieldProps }) {
  const locale = useLocale();
  const copy = partyContent[locale];
  return (
    <fieldset className="rounded-xl border border-sand-200 p-4">
      <legend className="px-1 text-sm font-semibold text-bush-900">{copy.legend}</legend>
      <p className="mb-3 text-sm text-stone-700">{copy.why}</p>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField label={copy.adults} type="number" inputMode="numeric" min={1} max={MAX_ADULTS} step={1} {...field('adults')} />
        <TextField label={copy.childrenAges} hint={copy.childrenAgesHint} inputMode="numeric" autoComplete="off" {...field('childrenAges')} />
        <div className="col-span-2">
          <SelectField label={copy.country} options={locale === 'de' ? COUNTRY_OPTIONS_DE : COUNTRY_OPTIONS} placeholder={copy.countryPlaceholder} autoComplete="country" {...field('country')} />
        </div>
      </div>
    </fieldset>
  );
}
