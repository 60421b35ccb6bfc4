import type { EnquiryIndicative } from '#lib/domain/costing/indicative.ts';
import { formatMinor } from '#lib/domain/money/money.ts';
import { formatDate } from '#lib/format.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { indicativePanelContent as copy } from './indicative-panel.content.ts';

/**
 * The enquiry's first price as the rates give it (issue 40): the same computation the acknowledgement sends, with
 * each stop's rooms and every gap named, so staff can see why a traveller got a figure or none.
 */
export function IndicativePanel({ result }: { result: EnquiryIndicative }) {
  const { indicative, enabled } = result;
  if (!indicative.ok) {
    return (
      <DeskPanel id="indicative" heading={copy.heading}>
        <p className="mt-2 text-sm text-stone-600">{copy.unavailable[indicative.reason]}</p>
      </DeskPanel>
    );
  }
  const money = (minor: number) => formatMinor(minor, indicative.currency);
  const priced = indicative.lowMinor !== null && indicative.highMinor !== null;
  return (
    <DeskPanel id="indicative" heading={copy.heading} intro={copy.intro}>
      <p className="mt-3 text-sm font-semibold text-stone-900">
        {priced ? `${copy.range}: ${money(indicative.lowMinor!)} – ${money(indicative.highMinor!)}` : copy.noFigure}
      </p>
      {priced && <p className="mt-1 text-xs text-stone-600">{enabled ? copy.sent : copy.off}</p>}
      <ol className="mt-3 space-y-3">
        {indicative.stops.map((stop) => (
          <li key={stop.stop} className="text-sm">
            <p className="font-medium text-stone-800">
              {stop.title} <span className="font-normal text-stone-600">· {formatDate(stop.arrival)}, {copy.nights(stop.nights)}</span>
            </p>
            <ul className="mt-1 space-y-0.5">
              {stop.options.map((option, i) => (
                <li key={`${option.room}-${option.mealPlan}`} className="flex flex-wrap justify-between gap-x-3 text-stone-700">
                  <span>
                    {option.room}, {option.mealPlan}
                    {i === stop.cheapest && <span className="ml-1 text-xs text-bush-800">({copy.cheapest})</span>}
                    {i === stop.dearest && i !== stop.cheapest && <span className="ml-1 text-xs text-ochre-700">({copy.dearest})</span>}
                  </span>
                  <span className="tabular-nums">{option.perPersonSharingMinor === null ? copy.unpriced : money(option.perPersonSharingMinor)}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {indicative.missing.length > 0 && (
        <div className="mt-3 rounded-xl bg-sand-50 p-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{copy.missingHeading}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-stone-800">
            {indicative.missing.map((gap) => (
              <li key={`${gap.stop}-${gap.night}-${gap.reason}`}>
                {gap.night ? `${formatDate(gap.night)}: ` : ''}
                {gap.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </DeskPanel>
  );
}
