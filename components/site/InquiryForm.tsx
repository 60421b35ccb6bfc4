import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { inquirySchema } from '#lib/domain/enquiry/inquiry.schema.ts';
import { homeInquiryWords } from './inquiry-form.words.ts';
import { contactFieldMessage, contactInquiryWords } from './contact-inquiry-form.words.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { useLocale } from './use-locale.ts';
import { withPackageId, type NamedTrip } from './inquiry-trips.ts';
import { Honeypot } from './Honeypot.tsx';
import { EMPTY_PARTY, partyBody, type PartyValues } from './party-form.ts';
import { PartyFields } from './PartyFields.tsx';
import { PrivacyNote } from './PrivacyNote.tsx';
import { DepartureChoice, TripChoice } from './TripChoice.tsx';
import { useInquiryForm } from './use-inquiry-form.ts';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', packageId: '', departureId: '', packageType: '', groupSize: '', arrivalDate: '', departureDate: '', message: '', ...EMPTY_PARTY };

/** The trip as `withPackageId` sends it, and the party with its blanks left out and its numbers as numbers. */
const toBody = ({ adults, childrenAges, country, ...rest }: typeof EMPTY) => ({ ...withPackageId(rest), ...partyBody({ adults, childrenAges, country } satisfies PartyValues) });

/** Home's own section is `home` in either language; another page's contact section is known by its path. */
const formName = () => (['/', '/de', '/de/'].includes(window.location.pathname) ? 'home' : window.location.pathname);

/** A trip's page names its trip (and its package interest); a place's page says it in the message. */
function startingValues({ trip, about }: NamedTrip, locale: Locale) {
  // A trip's page names the trip: no Package Interest is asked or guessed from its type (issue 29).
  if (trip) return { ...EMPTY, packageId: trip.id, message: homeInquiryWords[locale].tripMessage(trip.name) };
  if (about) return { ...EMPTY, message: contactInquiryWords[locale].trips.placeMessage(about.kind ?? 'destination', about.label) };
  return EMPTY;
}

export type InquiryFormProps = NamedTrip;

/**
 * The home section's inquiry form (SPEC §5): every field but the dates is required. On a trip's page
 * it names the trip; on a destination's or activity's page it names the place and offers its trips.
 * Either way the trip chosen is sent as `packageId`, so the desk sees it.
 */
export function InquiryForm({ trip, about }: InquiryFormProps) {
  // Dates are checked against today where the operator is, as the page was rendered (the server checks again).
  const { site } = usePageContext();
  const locale = useLocale();
  const { labels, form: copy, packageInterests, groupSizes } = homeInquiryWords[locale];
  // A German activity page's form names its activity, offers its trips and asks the number in German (issue 42).
  const { form: placeCopy, trips: tripWords } = contactInquiryWords[locale];
  const { values, setValue, sending, field: formField, formRef, onSubmit, honeypotRef } = useInquiryForm({
    initial: startingValues({ trip, about }, locale),
    // Cleared after sending, but a trip the page is about stays named.
    empty: { ...EMPTY, packageId: trip?.id ?? '' },
    schema: inquirySchema(site.timeZone),
    toBody,
    form: formName,
  });
  // The schema speaks SPEC's English; a German page shows its messages in German.
  const field: typeof formField = (name) => {
    const props = formField(name);
    return { ...props, error: contactFieldMessage(props.error, locale) };
  };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="inquiry-form-heading" className="relative space-y-5">
      <Honeypot inputRef={honeypotRef} />
      <h3 id="inquiry-form-heading" className="font-serif text-2xl font-semibold text-bush-900">
        {copy.heading}
      </h3>
      <TripChoice
        trip={trip}
        about={about}
        field={field('packageId')}
        words={tripWords}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.firstName} autoComplete="given-name" required {...field('firstName')} />
        <TextField label={labels.lastName} autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label={labels.email} type="email" autoComplete="email" required {...field('email')} />
      {/* A trip's or a place's form asks for a number too (issue 39); home keeps SPEC's fields. */}
      {(trip || about) && <TextField label={placeCopy.phone} type="tel" autoComplete="tel" hint={placeCopy.phoneHint} {...field('phone')} />}
      {trip?.departures && trip.departures.length > 0 && <DepartureChoice departures={trip.departures} field={field('departureId')} />}
      <div className="grid gap-5 sm:grid-cols-2">
        {!trip && <SelectField label={copy.packageType} options={packageInterests} placeholder={copy.packagePlaceholder} required {...field('packageType')} />}
        <SelectField label={copy.groupSize} options={groupSizes} placeholder={copy.groupPlaceholder} required {...field('groupSize')} />
      </div>
      <fieldset className="rounded-xl border border-sand-200 bg-sand-50 p-4">
        <legend className="px-1 text-sm font-semibold text-bush-900">{copy.datesLegend}</legend>
        <p className="mb-4 flex gap-2 text-sm text-stone-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-ochre-700" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" strokeLinecap="round" />
          </svg>
          {copy.timeZoneNote}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={labels.arrivalDate} type="date" {...field('arrivalDate')} />
          <TextField label={labels.departureDate} type="date" min={values.arrivalDate || undefined} {...field('departureDate')} />
        </div>
      </fieldset>
      <PartyFields field={field} />
      <TextareaField label={copy.message} rows={4} placeholder={copy.messagePlaceholder} required {...field('message')} />
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? labels.sending : labels.submit}
      </Button>
      <PrivacyNote />
    </form>
  );
}
