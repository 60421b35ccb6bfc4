import { formatMinor } from '#lib/domain/money/money.ts';
import type { ProposalCosting } from '#lib/domain/costing/proposal-costing.ts';
import { proposalCostingContent } from './proposal-costing.content.ts';

const copy = proposalCostingContent.table;

/** Cost, sell and margin per line and in total, in the proposal's currency; each line's supplier cost in its own. */
export function CostingTable({ costing }: { costing: ProposalCosting }) {
  const money = (minor: number) => formatMinor(minor, costing.currency);
  return (
    <div className="overflow-x-auto">
      <table aria-label={copy.label} className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-sand-200 text-xs uppercase tracking-wider text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">{copy.line}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{copy.cost}</th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">{copy.sell}</th>
            <th scope="col" className="py-2 text-right font-semibold">{copy.margin}</th>
          </tr>
        </thead>
        <tbody>
          {costing.lines.map((line, index) => (
            <tr key={`${index}:${line.label}`} className="border-b border-sand-100 align-top">
              <th scope="row" className="py-2 pr-3 font-normal text-stone-900">
                {line.label}
                {line.supplierCurrency !== costing.currency && (
                  <span className="block text-xs text-stone-600">{proposalCostingContent.supplierCost(formatMinor(line.supplierCostMinor, line.supplierCurrency))}</span>
                )}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{money(line.costMinor)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{money(line.sellMinor)}</td>
              <td className="py-2 text-right tabular-nums">{money(line.marginMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" className="py-2 pr-3">{copy.total}</th>
            <td className="py-2 pr-3 text-right tabular-nums">{money(costing.totals.costMinor)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{money(costing.totals.sellMinor)}</td>
            <td className="py-2 text-right tabular-nums">{money(costing.totals.marginMinor)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
