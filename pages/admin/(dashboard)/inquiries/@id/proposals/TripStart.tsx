import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import type { ProposalDraftOffer } from '#lib/domain/sale/proposal.types.ts';
import type { TripDeparture } from '#lib/domain/catalogue/catalogue.types.ts';
import { formatDate } from '#lib/format.ts';
import { api } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { ConfirmDialog } from '#components/admin/ConfirmDialog.tsx';
import { proposalFormValues, type ProposalForm } from './proposal-form.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.editor.trip;

export interface TripOption {
  value: string;
  label: string;
  /** Its departures from today on, with their seats left. */
  departures: TripDeparture[];
}

/**
 * The trip, dates and party; "Fill from trip" asks the server for the trip's stops and its season price
 * for those dates × the party (the draft endpoint) and puts them in the form, after asking when that
 * would replace lines staff already have.
 */
export function TripStart({
  form,
  inquiryId,
  trips,
  disabled,
  partyToConfirm = null,
}: {
  form: ProposalForm;
  inquiryId: string;
  trips: TripOption[];
  disabled: boolean;
  partyToConfirm?: string | null;
}) {
  const { values } = form;
  const [asking, setAsking] = useState(false);
  // The enquiry's range ("1-2"), until staff set the party themselves (issue 29).
  const [partySaid, setPartySaid] = useState(partyToConfirm);
  const { busy, run } = useAction();

  async function fill() {
    setAsking(false);
    const query: Partial<Record<'packageId' | 'startDate' | 'adults' | 'children', string>> = {};
    for (const key of ['packageId', 'startDate', 'adults', 'children'] as const) if (values[key].trim()) query[key] = values[key].trim();
    // A refused query (a start date in the past) comes back as the failure toast with the server's sentence.
    await run(async () => {
      const draft = await api.inquiries.proposalDraft<ProposalDraftOffer>({ id: inquiryId }, { query });
      const next = proposalFormValues(draft);
      // The trip's parts replace the form's; the terms staff set (currency, deposit, validity, note) stay.
      for (const key of ['packageId', 'startDate', 'adults', 'children', 'stops', 'lines'] as const) form.setValue(key, next[key] as never);
      form.clearErrors('lines');
      form.clearErrors('stops');
      setPartySaid(draft.partyToConfirm);
      toast.success(copy.filled);
    }, copy.fillFailed);
  }

  const hasRows = values.lines.length > 0 || values.stops.length > 0;
  const departures = trips.find((trip) => trip.value === values.packageId)?.departures ?? [];
  const departureOptions = departures.map((d) => ({ value: d.id, label: copy.departureOption(formatDate(d.date), d.seatsLeft) }));
  const departureField = form.field('departureId');
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <SelectField label={copy.package} options={trips} placeholder={copy.noPackage} disabled={disabled} {...form.field('packageId')} />
        </div>
        {departures.length > 0 ? (
          <SelectField
            label={copy.departure}
            options={departureOptions}
            placeholder={copy.noDeparture}
            disabled={disabled}
            {...departureField}
            onChange={(event) => {
              // The departure's date is the start date (the server sets it too).
              const chosen = departures.find((d) => d.id === event.target.value);
              departureField.onChange(event);
              if (chosen) form.setValue('startDate', chosen.date);
            }}
          />
        ) : null}
        {!values.departureId && <TextField label={copy.startDate} type="date" disabled={disabled} {...form.field('startDate')} />}
        <div className="grid grid-cols-2 gap-4">
          {(['adults', 'children'] as const).map((name) => {
            const bound = form.field(name);
            return (
              <TextField
                key={name}
                label={copy[name]}
                type="number"
                min={name === 'adults' ? 1 : 0}
                step={1}
                inputMode="numeric"
                disabled={disabled}
                {...bound}
                onChange={(event) => {
                  bound.onChange(event);
                  setPartySaid(null);
                }}
              />
            );
          })}
        </div>
      </div>
      {partySaid && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {proposalsContent.editor.party.toConfirm(partySaid, Number(values.adults) || 1)}
        </p>
      )}
      <Button variant="secondary" disabled={disabled || busy || !values.packageId} onClick={() => (hasRows ? setAsking(true) : void fill())}>
        {busy ? copy.filling : copy.fill}
      </Button>
      <ConfirmDialog
        open={asking}
        question={copy.replaceQuestion}
        detail={copy.replaceDetail}
        confirmLabel={copy.replace}
        busy={busy}
        busyLabel={copy.filling}
        onConfirm={() => void fill()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
