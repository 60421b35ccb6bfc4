import type { ReactNode } from 'react';
import { navigate, reload } from 'vike/client/router';
import { Button, ButtonLink } from '#components/ui/Button.tsx';
import { TextareaField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { packageSchema, type PackageInput } from '#lib/domain/catalogue/package.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { packagesContent } from './packages.content.ts';
import { DeparturesEditor } from './DeparturesEditor.tsx';
import { PackageFields } from './PackageFields.tsx';
import { SeasonsEditor } from './SeasonsEditor.tsx';
import { StopsEditor } from '#components/admin/trips/StopsEditor.tsx';
import { useRows } from '#components/admin/trips/use-rows.ts';
import { TripHeader } from './TripHeader.tsx';
import { PACKAGES_HREF, tripEditorHref } from '#components/admin/trips/trip-hrefs.ts';
import { tripFormValues, tripPayload } from '#components/admin/trips/trip-form.ts';
import { tripsContent as copy } from '#components/admin/trips/trips.content.ts';

const spec = packagesContent;
const SECTIONS = ['package', 'itinerary', 'seasons', 'departures', 'inclusions'] as const;

/**
 * The trip editor (issue 17): SPEC's package form plus the itinerary, seasons, departures and
 * inclusions, checked in the browser with the schema the API parses the body with again. Nothing is
 * saved until every field passes; each message sits beside its field and focus goes to the first.
 */
export function TripEditor({ trip, suppliers }: { trip: Trip | null; suppliers?: readonly { id: string; name: string }[] }) {
  const form = useForm({
    initial: tripFormValues(trip ?? undefined),
    schema: packageSchema,
    toInput: tripPayload,
    submit: (input: PackageInput) =>
      trip ? api.trips.update<Trip>({ id: trip.id }, input) : api.trips.create<Trip>(input),
    onSuccess: (saved, { reset }) => {
      toast.success(trip ? spec.toast.updated : spec.toast.created, { description: saved.name });
      if (trip) {
        // The form shows the trip as stored (lines trimmed, departures by date); the page's data follows.
        reset(tripFormValues(saved));
        void reload();
      } else {
        void navigate(tripEditorHref(saved.id));
      }
    },
    failureTitle: trip ? spec.toast.updateFailed : spec.toast.createFailed,
  });
  const { errors } = form;
  const itinerary = useRows(form, 'itinerary');

  return (
    <article aria-labelledby="trip-heading">
      <TripHeader trip={trip} />
      <nav aria-label={copy.jumpLabel} className="mb-6 flex flex-wrap gap-2 text-sm">
        {SECTIONS.map((id) => (
          <a key={id} href={`#${id}`} className="rounded-full px-3 py-1.5 font-semibold text-bush-800 ring-1 ring-sand-300 hover:bg-sand-100">
            {copy.sections[id]}
          </a>
        ))}
      </nav>
      {/* Fields keep clear of the sticky save bar when focus (a first error) scrolls them into view. */}
      <form
        ref={form.formRef}
        onSubmit={form.onSubmit}
        noValidate
        className="space-y-6 [&_input]:scroll-mb-28 [&_select]:scroll-mb-28 [&_textarea]:scroll-mb-28 [&_[data-error-focus]]:scroll-mb-28"
      >
        <EditorSection id="package" title={copy.sections.package}>
          <PackageFields form={form} />
        </EditorSection>
        <EditorSection id="itinerary" title={copy.sections.itinerary} hint={copy.sections.itineraryHint} plain>
          <StopsEditor stops={itinerary} suppliers={suppliers} />
        </EditorSection>
        <EditorSection id="seasons" title={copy.sections.seasons} hint={copy.sections.seasonsHint} plain>
          <SeasonsEditor form={form} />
        </EditorSection>
        <EditorSection id="departures" title={copy.sections.departures} hint={copy.sections.departuresHint} plain>
          <DeparturesEditor form={form} />
        </EditorSection>
        <EditorSection id="inclusions" title={copy.sections.inclusions}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextareaField label={copy.included} hint={copy.linesHint} rows={6} {...form.field('included')} />
            <TextareaField label={copy.excluded} hint={copy.linesHint} rows={6} {...form.field('excluded')} />
          </div>
        </EditorSection>
        {errors._ && (
          <p role="alert" className="text-sm text-red-700">
            {errors._}
          </p>
        )}
        {/* Always in reach on a long page, on a phone too. */}
        <div className="sticky bottom-0 z-30 -mx-4 flex justify-end gap-3 border-t border-sand-200 bg-sand-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:px-0">
          <ButtonLink variant="outline" className="flex-1 text-stone-700 sm:flex-none" href={PACKAGES_HREF}>
            {spec.dialog.cancel}
          </ButtonLink>
          <Button type="submit" className="flex-1 sm:flex-none" disabled={form.pending}>
            {form.pending ? spec.dialog.saving : spec.dialog.save}
          </Button>
        </div>
      </form>
    </article>
  );
}

interface EditorSectionProps {
  id: string;
  title: string;
  hint?: string;
  /** Rows that are cards of their own sit on the page, not inside another card. */
  plain?: boolean;
  children: ReactNode;
}

function EditorSection({ id, title, hint, plain = false, children }: EditorSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-4 ${plain ? '' : 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6'}`}>
      <h3 id={headingId} className="text-xl font-semibold">
        {title}
      </h3>
      {hint && <p className="mt-1 max-w-3xl text-sm text-stone-600">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
