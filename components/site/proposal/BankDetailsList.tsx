import type { BankDetails } from '#lib/domain/site/company-settings.types.ts';
import { useProposalCopy } from './use-proposal-copy.ts';


/**
 * Where a booking's deposit goes (company settings, read when the page is made): the account, and the
 * reference to quote. The traveller's page once accepted and the staff's booking page (what the traveller
 * was told) show the same words. No details stored yet: the traveller is told they come by e-mail.
 */
export function BankDetailsList({ bank, reference, tone = 'light' }: { bank: BankDetails | null; reference: string; tone?: 'light' | 'dark' }) {
  const copy = useProposalCopy().bank;
  const muted = tone === 'dark' ? 'text-sand-100' : 'text-stone-600';
  const strong = tone === 'dark' ? 'text-white' : 'text-bush-900';
  if (!bank) return <p className={`text-sm ${strong}`}>{copy.none}</p>;
  const rows = [
    [copy.labels.accountName, bank.accountName],
    [copy.labels.bankName, bank.bankName],
    [copy.labels.accountNumber, bank.accountNumber],
    [copy.labels.branchCode, bank.branchCode],
    [copy.labels.swift, bank.swift],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className={muted}>{label}</dt>
            <dd className={`font-mono font-semibold break-all ${strong}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`mt-3 text-sm ${strong}`}>
        {copy.quoteBefore}
        <strong className="font-mono tracking-wider">{reference}</strong>
        {copy.quoteAfter}
      </p>
    </div>
  );
}
