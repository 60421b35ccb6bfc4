import { usePageContext } from 'vike-react/usePageContext';
import { formatDateTime } from '#lib/format.ts';
import { formatMinor } from '#lib/domain/money/money.ts';
import type { RateCardVersionView } from '#lib/domain/costing/costing.types.ts';
import { BASIS_NAMES, rateCardContent as copy } from './costing.content.ts';

/** A version's rates, read-only: on a phone the table scrolls inside its own box, never the page. */
function RatesTable({ version }: { version: RateCardVersionView }) {
  const { rates, currency } = version.content;
  return (
    <div className="relative mt-3 overflow-x-auto rounded-lg ring-1 ring-sand-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{`${copy.version(version.version)}: ${copy.ratesGroup}`}</caption>
        <thead className="bg-sand-50 text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">{copy.seasonColumn}</th>
            <th scope="col" className="px-3 py-2 font-semibold">{copy.room}</th>
            <th scope="col" className="px-3 py-2 font-semibold">{copy.mealPlan}</th>
            <th scope="col" className="px-3 py-2 font-semibold">{copy.basis}</th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">{copy.amount(currency)}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {rates.map((rate) => (
            <tr key={`${rate.season}|${rate.room}|${rate.mealPlan}`}>
              <td className="px-3 py-2">{rate.season}</td>
              <td className="px-3 py-2">{rate.room}</td>
              <td className="px-3 py-2">{rate.mealPlan}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {BASIS_NAMES[rate.basis]}
                {rate.maxOccupancy ? ` (max ${rate.maxOccupancy})` : ''}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMinor(rate.amountMinor, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every version of a card, newest first, each with what it held; the newest is the one in force. */
export function RateCardVersions({ versions }: { versions: RateCardVersionView[] }) {
  const { timeZone } = usePageContext().site;
  const newest = Math.max(...versions.map((v) => v.version));
  return (
    <section aria-labelledby="versions-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h3 id="versions-title" className="text-xl font-semibold">
        {copy.versionsTitle}
      </h3>
      <p className="mt-1 mb-4 text-sm text-stone-600">{copy.versionsIntro}</p>
      <ol className="space-y-3">
        {[...versions].sort((a, b) => b.version - a.version).map((version) => (
          <li key={version.version} className="rounded-xl p-3 ring-1 ring-sand-200">
            <details open={version.version === newest}>
              <summary className="cursor-pointer">
                <span className="font-semibold">{copy.version(version.version)}</span>
                {version.version === newest && <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-bush-900 ring-1 ring-sand-300">{copy.current}</span>}
                <span className="block text-sm text-stone-600 sm:ml-2 sm:inline">
                  {copy.versionLine(formatDateTime(version.createdAt, timeZone), version.createdBy)} ·{' '}
                  {copy.versionSummary(version.content.seasons.length, version.content.rates.length)}
                </span>
              </summary>
              {version.content.rates.length > 0 && <RatesTable version={version} />}
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
