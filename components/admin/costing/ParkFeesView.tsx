import type { FormEvent, ReactNode } from 'react';
import { navigate, reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { useDialog } from '#components/admin/use-dialog.ts';
import { formatMinor } from '#lib/domain/money/money.ts';
import { formatDate } from '#lib/format.ts';
import type { ParkFee } from '#lib/domain/costing/costing.types.ts';
import { COUNTING_NAMES, parkFeesContent as copy, TIER_NAMES } from './park-fees.content.ts';
import { ParkFeeDialog } from './ParkFeeDialog.tsx';
import { PARK_FEES_HREF } from './costing-hrefs.ts';

const CELL = 'block sm:table-cell sm:px-3 sm:py-2 sm:align-top';
const HEAD = 'px-3 py-2 font-semibold';

/** A cell's column name, shown on a phone where the rows stack and the header row is hidden. */
function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`${CELL} ${className}`}>
      <span className="block text-xs text-stone-600 sm:hidden">{label}</span>
      {children}
    </td>
  );
}

/**
 * One park's rows. From `sm` up a table; on a phone each row stacks into a small grid with its column names, so
 * nothing scrolls sideways and the Correct button stays in view.
 */
function ParkTable({ fees, onCorrect }: { fees: ParkFee[]; onCorrect: (fee: ParkFee) => void }) {
  const first = fees[0]!;
  const headingId = `park-${first.parkId}`;
  const columns = copy.columns;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5">
      <h3 id={headingId} className="text-lg font-semibold">
        {copy.parkHeading(first.parkName, first.authority)}
      </h3>
      {/* `relative` keeps the header's screen-reader-only text (absolutely placed) inside this box, or it widens the page. */}
      <div className="relative mt-3 sm:overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="hidden text-stone-600 sm:table-header-group">
            <tr>
              <th scope="col" className={HEAD}>{columns.tier}</th>
              <th scope="col" className={HEAD}>{columns.ages}</th>
              <th scope="col" className={`${HEAD} text-right`}>{columns.amount}</th>
              <th scope="col" className={HEAD}>{columns.counting}</th>
              <th scope="col" className={HEAD}>{columns.effective}</th>
              <th scope="col" className={HEAD}>{columns.source}</th>
              <th scope="col" className={HEAD}><span className="sr-only">{columns.actions}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {fees.map((fee) => {
              const ages = copy.ages(fee.fromAge, fee.toAge);
              return (
                <tr key={fee.id} className="grid grid-cols-2 gap-x-4 gap-y-2 py-3 sm:table-row sm:py-0">
                  <Cell label={columns.tier} className="sm:whitespace-nowrap">{TIER_NAMES[fee.tier]}</Cell>
                  <Cell label={columns.ages} className="sm:whitespace-nowrap">{ages}</Cell>
                  <Cell label={columns.amount} className="tabular-nums sm:text-right sm:whitespace-nowrap">{formatMinor(fee.amountMinor, fee.currency)}</Cell>
                  <Cell label={columns.counting} className="sm:whitespace-nowrap">{COUNTING_NAMES[fee.counting]}</Cell>
                  <Cell label={columns.effective} className="col-span-2 sm:whitespace-nowrap">{copy.effective(formatDate(fee.effectiveFrom), fee.effectiveTo && formatDate(fee.effectiveTo))}</Cell>
                  <Cell label={columns.source} className="col-span-2">
                    <a href={fee.source} target="_blank" rel="noopener noreferrer" className="font-semibold break-all text-ochre-700 underline-offset-2 hover:underline" aria-label={copy.sourceOf(fee.parkName, TIER_NAMES[fee.tier], ages)}>
                      {new URL(fee.source).hostname}
                    </a>
                    {fee.note && <p className="mt-0.5 max-w-xs text-xs text-stone-600">{fee.note}</p>}
                  </Cell>
                  <td className={`${CELL} col-span-2 sm:text-right`}>
                    <OwnerOnly route="costing.updateParkFee">
                      <Button variant="outline" size="sm" onClick={() => onCorrect(fee)} aria-label={copy.correctRow(fee.parkName, TIER_NAMES[fee.tier], ages)}>
                        {copy.correct}
                      </Button>
                    </OwnerOnly>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The fee rows in force on a chosen day, park by park (issue 40). The day and park are the address's query, so
 * a GET form changes them and the page can be shared; staff read, an owner adds and corrects.
 */
export function ParkFeesView({ fees, on, park, parks }: { fees: ParkFee[]; on: string; park: string; parks: { id: string; name: string }[] }) {
  const dialog = useDialog<ParkFee>();
  const byPark = new Map<string, ParkFee[]>();
  for (const fee of fees) byPark.set(fee.parkId, [...(byPark.get(fee.parkId) ?? []), fee]);
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams({ on: String(form.get('on') ?? '') });
    if (form.get('park')) query.set('park', String(form.get('park')));
    void navigate(`${PARK_FEES_HREF}?${query}`);
  };
  return (
    <section aria-labelledby="park-fees-title">
      <PanelHeader id="park-fees-title" title={copy.title} intro={copy.intro}>
        <OwnerOnly route="costing.createParkFee">
          <Button onClick={() => dialog.show(null)}>{copy.add}</Button>
        </OwnerOnly>
      </PanelHeader>
      <form method="get" action={PARK_FEES_HREF} onSubmit={choose} aria-label={copy.filterLabel} className="mb-6 flex flex-wrap items-end gap-3">
        <TextField label={copy.on} type="date" name="on" defaultValue={on} key={`on-${on}`} />
        <SelectField label={copy.park} name="park" defaultValue={park} key={`park-${park}`} options={parks.map((p) => ({ value: p.id, label: p.name }))} placeholder={copy.allParks} />
        <Button type="submit" variant="outline" className="mb-0.5 text-bush-800">
          {copy.show}
        </Button>
      </form>
      {fees.length === 0 ? (
        <EmptyState title={copy.none} text={copy.noneText} />
      ) : (
        <div className="space-y-5">
          {[...byPark.values()].map((rows) => (
            <ParkTable key={rows[0]!.parkId} fees={rows} onCorrect={(fee) => dialog.show(fee)} />
          ))}
        </div>
      )}
      <ParkFeeDialog open={dialog.open} session={dialog.session} fee={dialog.item} on={on} onClose={dialog.close} onSaved={() => (dialog.close(), void reload())} />
    </section>
  );
}
