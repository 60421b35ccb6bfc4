import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { BUDGET_RANGES, CONTACT_GROUP_SIZES, SAFARI_TYPES, contactInquirySchema } from '#lib/domain/enquiry/inquiry.schema.ts';
import { contactInquiryContent as copy, groupSizeLabel, inquiryFieldLabels as labels, namedTripContent } from './inquiry.content.ts';
import { safariTypeOf, withPackageId, type InquiryPlace } from './inquiry-trips.ts';
import { Honeypot } from './Honeypot.tsx';
import { EMPTY_PARTY, partyBody } from './party-form.ts';
import { PartyFields } from './PartyFields.tsx';
import { PrivacyNote } from './PrivacyNote.tsx';
import { TripChoice } from './TripChoice.tsx';
import { useInquiryForm } from './use-inquiry-form.ts';

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

const GROUP_OPTIONS = CONTACT_GROUP_SIZES.map((size) => ({ value: size, label: groupSizeLabel(size) }));

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

function startingValues({ chosenPackage, about }: ContactInquiryFormProps): ContactValues {
  if (chosenPackage) {
    return { ...EMPTY, packageId: chosenPackage.id, safariType: chosenPackage.safariType, message: copy.packageMessage(chosenPackage.name, chosenPackage.duration) };
  }
  if (about) return { ...EMPTY, message: namedTripContent.placeMessage(about.kind ?? 'destination', about.label) };
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
  const { values, setValue, sending, field, formRef, onSubmit, honeypotRef } = useInquiryForm({
    initial: startingValues({ chosenPackage, about }),
    // Cleared after sending, but the package the page was opened for stays named.
    empty: { ...EMPTY, packageId: chosenPackage?.id ?? '' },
    schema: contactInquirySchema(site.timeZone),
    toBody,
    form: () => 'contact',
  });
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
        <SelectField label={copy.safariType} options={SAFARI_TYPES} placeholder={copy.safariPlaceholder} {...field('safariType')} />
        <SelectField label={copy.groupSize} options={GROUP_OPTIONS} placeholder={copy.groupPlaceholder} {...field('groupSize')} />
        <TextField label={labels.arrivalDate} type="date" {...field('arrivalDate')} />
        <TextField label={labels.departureDate} type="date" min={values.arrivalDate || undefined} {...field('departureDate')} />
      </div>
      <PartyFields field={field} />
      <SelectField label={copy.budgetRange} options={BUDGET_RANGES} placeholder={copy.budgetPlaceholder} {...field('budgetRange')} />
      <TextareaField label={copy.message} rows={5} placeholder={copy.messagePlaceholder} {...field('message')} />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? labels.sending : labels.submit}
      </Button>
      <PrivacyNote />
    </form>
  );
}
