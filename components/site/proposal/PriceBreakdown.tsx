import type { ProposalLine } from '#lib/domain/sale/proposal.types.ts';
import { balanceOf, formatMoney } from '#lib/domain/money/money.ts';
import { useProposalCopy, useProposalLocale } from './use-proposal-copy.ts';
import { priceData } from '#components/site/currency/price-data.ts';

interface PriceBreakdownProps {
  currency: string;
  lines: ProposalLine[];
  total: number;
  deposit: number;
  depositPercent: number;
  /** The balance's due date (departure − 60 days), when the departure is known. */
  balanceDueOn: string | null;
  /** False for a cancelled booking (issue 39): no deposit or balance is due any more, so neither is shown. */
  schedule?: boolean;
}

/**
 * Every line with its quantity and price, then the total, the deposit and the balance. Two columns,
 * so it reads on a 390 px phone without sideways scrolling: quantity × price sits under each label.
 */
export function PriceBreakdown({ currency, lines, total, deposit, depositPercent, balanceDueOn, schedule = true }: PriceBreakdownProps) {
  const copy = useProposalCopy();
  const locale = useProposalLocale();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <div className="mx-auto max-w-3xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <table className="w-full text-left">
        <caption className="sr-only">{copy.table.caption}</caption>
        <thead className="bg-sand-100 text-xs font-semibold uppercase tracking-wider text-stone-600">
          <tr>
            <th scope="col" className="px-4 py-3 sm:px-6">
              {copy.table.item}
            </th>
            <th scope="col" className="px-4 py-3 text-right sm:px-6">
              {copy.table.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {lines.map((line, index) => (
            <tr key={`${index}-${line.label}`}>
              <td className="px-4 py-4 align-top sm:px-6">
                <span className="block font-medium text-bush-900">{line.label}</span>
                <span className="mt-0.5 block text-sm text-stone-600">{copy.quantityTimes(line.quantity, money(line.unitPrice))}</span>
              </td>
              <td className="px-4 py-4 text-right align-top font-medium whitespace-nowrap text-bush-900 tabular-nums sm:px-6">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-sand-300">
          <tr>
            <th scope="row" className="px-4 pt-4 pb-2 text-lg font-semibold text-bush-900 sm:px-6">
              {copy.total}
            </th>
            <td className="px-4 pt-4 pb-2 text-right font-serif text-2xl font-semibold whitespace-nowrap text-bush-900 tabular-nums sm:px-6">
              <span {...priceData(total, currency)}>{money(total)}</span>
            </td>
          </tr>
          {schedule && (
            <>
              <tr className="bg-sand-100">
                <th scope="row" className="px-4 py-3 font-semibold text-bush-900 sm:px-6">
                  {copy.deposit(depositPercent)}
                </th>
                <td className="px-4 py-3 text-right text-lg font-semibold whitespace-nowrap text-bush-900 tabular-nums sm:px-6">
                  <span {...priceData(deposit, currency)}>{money(deposit)}</span>
                </td>
              </tr>
              <tr>
                <th scope="row" className="px-4 py-3 font-normal text-stone-700 sm:px-6">
                  {copy.balance} <span className="text-sm text-stone-600">{balanceDueOn ? copy.balanceDue(balanceDueOn) : copy.balanceDueNoDate}</span>
                </th>
                <td className="px-4 py-3 text-right whitespace-nowrap text-stone-700 tabular-nums sm:px-6">{money(balanceOf(total, deposit, currency))}</td>
              </tr>
            </>
          )}
        </tfoot>
      </table>
    </div>
  );
}
