import type { ReactNode } from 'react';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { CheckboxField, TextareaField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { useForm } from '#components/ui/use-form.ts';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { isTranslationPublished, tripTranslationSchema, type TripTranslation, type TripTranslationInput } from '#lib/domain/catalogue/trip-translation.ts';
import { localizedPath } from '#lib/i18n/locale-paths.ts';
import { api } from '#lib/api-client.browser.ts';
import { germanContent as copy } from './german.content.ts';

type Values = Record<string, string | boolean>;

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** The form's values: the stored German, or blanks beside the English on a first translation. */
function valuesOf(trip: Trip, german: TripTranslation | null): Values {
  const values: Values = {
    name: german?.name ?? '',
    description: german?.description ?? '',
    included: (german?.included ?? []).join('\n'),
    excluded: (german?.excluded ?? []).join('\n'),
    'reviewed.name': german?.reviewed.name ?? false,
    'reviewed.description': german?.reviewed.description ?? false,
    'reviewed.included': german?.reviewed.included ?? false,
    'reviewed.excluded': german?.reviewed.excluded ?? false,
  };
  trip.itinerary.forEach((_, index) => {
    values[`itinerary.${index}.title`] = german?.itinerary[index]?.title ?? '';
    values[`itinerary.${index}.description`] = german?.itinerary[index]?.description ?? '';
    values[`reviewed.itinerary.${index}`] = german?.reviewed.itinerary[index] ?? false;
  });
  return values;
}

/** What `PUT /api/admin/packages/:id/translations/de` reads: one German day for each of the trip's days. */
function bodyOf(trip: Trip, values: Values) {
  const text = (key: string) => String(values[key] ?? '');
  const mark = (key: string) => values[key] === true;
  return {
    name: text('name'),
    description: text('description'),
    itinerary: trip.itinerary.map((_, index) => ({ title: text(`itinerary.${index}.title`), description: text(`itinerary.${index}.description`) })),
    included: lines(text('included')),
    excluded: lines(text('excluded')),
    reviewed: {
      name: mark('reviewed.name'),
      description: mark('reviewed.description'),
      itinerary: trip.itinerary.map((_, index) => mark(`reviewed.itinerary.${index}`)),
      included: mark('reviewed.included'),
      excluded: mark('reviewed.excluded'),
    },
  };
}

/**
 * The trip editor's German section (issue 42, decision 204): each German text beside its English, each with its own
 * "Reviewed" tick. The German page is published only when every tick is set; until then it stays a draft.
 */
export function GermanTranslation({ trip, german }: { trip: Trip; german: TripTranslation | null }) {
  const form = useForm<Values, TripTranslationInput, TripTranslation>({
    initial: valuesOf(trip, german),
    schema: tripTranslationSchema,
    toInput: (values) => bodyOf(trip, values),
    submit: (input) => api.trips.saveTranslation<TripTranslation>({ id: trip.id }, input),
    onSuccess: (saved, { reset }) => {
      toast.success(isTranslationPublished(trip, saved) ? copy.savedPublished : copy.savedDraft, { description: saved.name });
      reset(valuesOf(trip, saved));
      void reload();
    },
    failureTitle: copy.saveFailed,
  });
  const published = isTranslationPublished(trip, german);
  const reviewed = (key: string) => <CheckboxField label={copy.reviewed} className="mt-2" {...form.checkbox(key)} />;
  return (
    <section id="german" aria-labelledby="german-heading" className="mt-10 scroll-mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h3 id="german-heading" className="text-xl font-semibold">
        {copy.heading}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">{copy.hint}</p>
      <p role="status" className={`mt-3 text-sm font-semibold ${published ? 'text-bush-800' : 'text-ochre-700'}`}>
        {published ? (
          <>
            {copy.published}{' '}
            <a href={localizedPath(trip.path, 'de')} className="underline underline-offset-2">
              {localizedPath(trip.path, 'de')}
            </a>
          </>
        ) : (
          copy.draft
        )}
      </p>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="mt-6 space-y-6">
        <Pair english={trip.name}>
          <TextField label={copy.name} markRequired lang="de" {...form.field('name')} />
          {reviewed('reviewed.name')}
        </Pair>
        <Pair english={trip.description}>
          <TextareaField label={copy.description} rows={4} lang="de" {...form.field('description')} />
          {reviewed('reviewed.description')}
        </Pair>
        {trip.itinerary.map((stop, index) => (
          <Pair key={index} english={`${stop.title}\n${stop.description}`}>
            <fieldset className="space-y-3">
              <legend className="text-sm font-semibold text-bush-900">{copy.day(index + 1)}</legend>
              <TextField label={copy.dayTitle} markRequired lang="de" {...form.field(`itinerary.${index}.title`)} />
              <TextareaField label={copy.dayDescription} rows={3} lang="de" {...form.field(`itinerary.${index}.description`)} />
            </fieldset>
            {reviewed(`reviewed.itinerary.${index}`)}
          </Pair>
        ))}
        <Pair english={trip.included.join('\n')}>
          <TextareaField label={copy.included} hint={copy.linesHint} rows={4} lang="de" {...form.field('included')} />
          {reviewed('reviewed.included')}
        </Pair>
        <Pair english={trip.excluded.join('\n')}>
          <TextareaField label={copy.excluded} hint={copy.linesHint} rows={4} lang="de" {...form.field('excluded')} />
          {reviewed('reviewed.excluded')}
        </Pair>
        {form.errors._ && (
          <p role="alert" className="text-sm text-red-700">
            {form.errors._}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={form.pending}>
            {form.pending ? copy.saving : copy.save}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A German field beside the English it translates (the English above it on a phone). */
function Pair({ english, children }: { english: string; children: ReactNode }) {
  return (
    <div className="grid gap-3 border-t border-sand-200 pt-4 md:grid-cols-2 md:gap-6">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider text-stone-500">{copy.english}</p>
        <p lang="en" className="mt-1 whitespace-pre-line text-sm text-stone-700">
          {english.trim() || copy.emptyEnglish}
        </p>
      </div>
      <div>{children}</div>
    </div>
  );
}
