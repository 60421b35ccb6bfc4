import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { contactInquirySchema } from '#lib/domain/enquiry/inquiry.schema.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { contactFieldMessage, contactInquiryWords } from './contact-inquiry-form.words.ts';
import { safariTypeOf, withPackageId, type InquiryPlace } from './inquiry-trips.ts';
import { Honeypot } from './Honeypot.tsx';
import { EMPTY_PARTY, partyBody } from './party-form.ts';
import { PartyFields } from './PartyFields.tsx';
import { PrivacyNote } from './PrivacyNote.tsx';
import { TripChoice } from './TripChoice.tsx';
import { useInquiryForm } from './use-inquiry-form.ts';
import { useLocale } from './use-locale.ts';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  packageId: '',
  phone: '',
  safariType: '',
  groupSize: '',
  arrivalDate: '',
  departureDate: '',
  budgetRange: '',
  message: '',
  ...EMPTY_PARTY,
};
type ContactValues = typeof EMPTY;

/** Unanswered optional choices (a trip among them) are left out rather than sent as empty strings. */
function toBody({ adults, childrenAges, country, ...values }: ContactValues) {
  const answered = Object.entries(withPackageId(values)).filter(([, value]) => value.trim() !== '');
  return { source: 'contact' as const, ...Object.fromEntries(answered), ...partyBody({ adults, childrenAges, country }) };
}

export interface ChosenPackage {
  id: string;
  name: string;
  duration: string;
  safariType: string;
}

interface ContactInquiryFormProps {
  chosenPackage: ChosenPackage | null;
  /** The activity a Book button sent the traveller here about (`/contact?about=`), with its trips. */
  about?: InquiryPlace | null;
}

function startingValues({ chosenPackage, about }: ContactInquiryFormProps, locale: Locale): ContactValues {
  const { form: copy, trips } = contactInquiryWords[locale];
  if (chosenPackage) {
    return { ...EMPTY, packageId: chosenPackage.id, safariType: chosenPackage.safariType, message: copy.packageMessage(chosenPackage.name, chosenPackage.duration) };
  }
  if (about) return { ...EMPTY, message: trips.placeMessage(about.kind ?? 'destination', about.label) };
  return EMPTY;
}

/**
 * The contact page's 'Plan Your Safari Adventure' form. SPEC §5 leaves it without a handler; here it
 * sends the inquiry (DESIGN: phone, safari type and budget are stored too). A package chosen on
 * another page preselects its safari type, is named in the message and sent as `packageId`; an
 * activity's Book button names the activity in the message and offers the trips that visit it.
 */
export function ContactInquiryForm({ chosenPackage, about = null }: ContactInquiryFormProps) {
  // Dates are checked against today where the operator is, as the page was rendered (the server checks again).
  const { site } = usePageContext();
  const locale = useLocale();
  const { labels, form: copy, safariTypes, groupSizes, budgetRanges, trips } = contactInquiryWords[locale];
  const { values, setValue, sending, field: formField, formRef, onSubmit, honeypotRef } = useInquiryForm({
    initial: startingValues({ chosenPackage, about }, locale),
    // Cleared after sending, but the package the page was opened for stays named.
    empty: { ...EMPTY, packageId: chosenPackage?.id ?? '' },
    schema: contactInquirySchema(site.timeZone),
    toBody,
    form: () => 'contact',
  });
  // The schema speaks SPEC's English; a German page shows its messages in German.
  const field: typeof formField = (name) => {
    const props = formField(name);
    return { ...props, error: contactFieldMessage(props.error, locale) };
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="plan-heading" className="relative space-y-5">
      <Honeypot inputRef={honeypotRef} />
      <div>
        <h2 id="plan-heading" className="font-serif text-3xl font-semibold text-bush-900">
          {copy.heading}
        </h2>
        <p className="mt-2 text-stone-600">{copy.intro}</p>
      </div>
      {chosenPackage && (
        <p className="rounded-xl border border-ochre-400/50 bg-sand-100 px-4 py-3 text-sm font-medium text-bush-900">{copy.packageNote(chosenPackage.name)}</p>
      )}
      {about && (
        <TripChoice
          about={about}
          words={trips}
          field={field('packageId')}
          onChoose={(chosen) => {
            if (chosen && !values.safariType) setValue('safariType', safariTypeOf(chosen));
          }}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.firstName} autoComplete="given-name" required markRequired {...field('firstName')} />
        <TextField label={labels.lastName} autoComplete="family-name" required markRequired {...field('lastName')} />
        <TextField label={labels.email} type="email" autoComplete="email" required markRequired {...field('email')} />
        <TextField label={copy.phone} type="tel" autoComplete="tel" hint={copy.phoneHint} {...field('phone')} />
        <SelectField label={copy.safariType} options={safariTypes} placeholder={copy.safariPlaceholder} {...field('safariType')} />
        <SelectField label={copy.groupSize} options={groupSizes} placeholder={copy.groupPlaceholder} {...field('groupSize')} />
        <TextField label={labels.arrivalDate} type="date" {...field('arrivalDate')} />
        <TextField label={labels.departureDate} type="date" min={values.arrivalDate || undefined} {...field('departureDate')} />
      </div>
      <PartyFields field={field} />
      <SelectField label={copy.budgetRange} options={budgetRanges} placeholder={copy.budgetPlaceholder} {...field('budgetRange')} />
      <TextareaField label={copy.message} rows={5} placeholder={copy.messagePlaceholder} {...field('message')} />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? labels.sending : labels.submit}
      </Button>
      <PrivacyNote />
    </form>
  );
}
