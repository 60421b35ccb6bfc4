import { formatMinor } from '#lib/domain/money/money.ts';
import type { ProposalRepricing } from '#lib/domain/costing/proposal-costing.ts';
import { proposalCostingContent } from './proposal-costing.content.ts';

const copy = proposalCostingContent.repricing;

/** An open version whose rates moved since it was sent (decision 190): each line's price sent beside its price now. */
export function RepricingNotice({ repricing, currency }: { repricing: ProposalRepricing; currency: string }) {
  if (!repricing.changed) return null;
  const money = (minor: number | null, empty: string) => (minor === null ? empty : formatMinor(minor, currency));
  return (
    <section aria-labelledby="repricing-heading" className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 sm:p-6">
      <h3 id="repricing-heading" className="text-lg font-semibold">{copy.heading}</h3>
      <p className="mt-1 text-sm">{copy.hint}</p>
      {repricing.lines.length > 0 && (
        <div className="mt-3 overflow-x-auto">
          <table aria-label={copy.label} className="w-full min-w-[30rem] text-left text-sm">
            <thead className="text-xs uppercase tracking-wider">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">{copy.line}</th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">{copy.sent}</th>
                <th scope="col" className="py-1 text-right font-semibold">{copy.now}</th>
              </tr>
            </thead>
            <tbody>
              {repricing.lines.map((line, index) => (
                <tr key={`${index}:${line.label}`} className="border-t border-amber-200">
                  <th scope="row" className="py-1 pr-3 font-normal">{line.label}</th>
                  <td className="py-1 pr-3 text-right tabular-nums">{money(line.sentSellMinor, copy.added)}</td>
                  <td className="py-1 text-right font-semibold tabular-nums">{money(line.nowSellMinor, copy.gone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {repricing.missing.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm">
          {repricing.missing.map((entry, index) => <li key={index}>{entry.reason}</li>)}
        </ul>
      )}
    </section>
  );
}
