import { balanceOf, formatMoneyCode } from '#lib/domain/money/money.ts';
import { liveTotals, type ProposalFormValues } from './proposal-form.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.editor.totals;

/** The total, deposit and balance as the lines stand now; announced politely as they change. */
export function ProposalTotals({ values }: { values: ProposalFormValues }) {
  const { total, deposit } = liveTotals(values);
  // With the code, not a symbol several currencies share (issue 29).
  const money = (amount: number) => formatMoneyCode(amount, values.currency);
  const rows = [
    { label: copy.total, value: money(total), strong: true },
    { label: copy.deposit(values.depositPercent), value: money(deposit), strong: false },
    { label: copy.balance, value: money(balanceOf(total, deposit, values.currency)), strong: false },
  ];
  return (
    <section aria-label={copy.label} aria-live="polite">
      <dl className="grid grid-cols-3 gap-3 rounded-2xl bg-bush-900 p-4 text-sand-100 sm:p-5">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-xs font-semibold uppercase tracking-wider">{row.label}</dt>
          <dd className={`mt-1 font-semibold text-white tabular-nums ${row.strong ? 'text-2xl' : 'text-lg'}`}>{row.value}</dd>
        </div>
      ))}
      </dl>
    </section>
  );
}
