import { useState } from 'react';
import { navigate } from 'vike/client/router';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { ConfirmDialog } from '#components/admin/ConfirmDialog.tsx';
import { Button, ButtonLink } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { ActiveBadge } from '#components/admin/Badge.tsx';
import { packagesContent } from './packages.content.ts';
import { useFocusOnMount } from '#components/admin/use-focus-on-mount.ts';
import { PACKAGES_HREF, tripEditorHref } from '#components/admin/trips/trip-hrefs.ts';
import { tripsContent as copy } from '#components/admin/trips/trips.content.ts';

/** The editor's title, where the trip is seen by visitors (or why it is not), and duplicating it. */
export function TripHeader({ trip }: { trip: Trip | null }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <header className="mb-6">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href={PACKAGES_HREF}>
        <span aria-hidden="true">←</span>
        {copy.back}
      </ButtonLink>
      <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-widest text-ochre-700">{trip ? packagesContent.dialog.editTitle : copy.newEyebrow}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h2 id="trip-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold break-words focus:outline-none sm:text-3xl">
              {trip ? trip.name : packagesContent.dialog.createTitle}
            </h2>
            {trip && <ActiveBadge active={trip.isActive} />}
          </div>
          <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
        </div>
        {trip && <TripActions trip={trip} />}
      </div>
    </header>
  );
}

function TripActions({ trip }: { trip: Trip }) {
  const { busy, run } = useAction();
  const duplicate = () =>
    run(async () => {
      const copied = await api.trips.duplicate<Trip>({ id: trip.id });
      toast.success(copy.duplicate.done, { description: copied.name });
      await navigate(tripEditorHref(copied.id));
    }, copy.duplicate.failed);
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-sand-200 lg:w-80 lg:shrink-0">
      {trip.isActive ? (
        <p>
          <a href={trip.path} target="_blank" rel="noopener" className="font-semibold break-all text-bush-800 underline underline-offset-2 hover:text-ochre-700">
            {copy.preview.link}
            <span className="sr-only"> {copy.preview.newTab}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
          <span className="mt-0.5 block text-stone-600">
            <span className="break-all">{trip.path}</span> · {copy.preview.saved}
          </span>
        </p>
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">{copy.preview.hidden(trip.path)}</p>
      )}
      <OwnerOnly route="trips.remove">
        <DeleteTrip trip={trip} />
      </OwnerOnly>
      <div>
        <Button variant="outline" size="sm" className="text-bush-800" disabled={busy} onClick={() => void duplicate()} aria-describedby="duplicate-hint">
          {busy ? copy.duplicate.busy : copy.duplicate.label}
        </Button>
        <p id="duplicate-hint" className="mt-1 text-stone-600">
          {copy.duplicate.hint}
        </p>
      </div>
    </div>
  );
}

/** Deleting a trip after confirming (issue 29); the server refuses one a proposal or booking names, and says why. */
function DeleteTrip({ trip }: { trip: Trip }) {
  const { busy, run } = useAction();
  const [asking, setAsking] = useState(false);
  const remove = () =>
    run(async () => {
      await api.trips.remove({ id: trip.id });
      toast.success(copy.remove.done, { description: trip.name });
      await navigate(PACKAGES_HREF);
    }, copy.remove.failed).finally(() => setAsking(false));
  return (
    <div>
      <Button variant="outline" size="sm" className="text-red-800" onClick={() => setAsking(true)}>
        {copy.remove.label}
      </Button>
      <ConfirmDialog
        open={asking}
        question={copy.remove.question}
        detail={copy.remove.detail(trip.name)}
        confirmLabel={copy.remove.label}
        busy={busy}
        busyLabel={copy.remove.busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
