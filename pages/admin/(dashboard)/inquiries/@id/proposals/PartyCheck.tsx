import { partyMismatches } from '#lib/party-lines.ts';
import type { ProposalFormValues } from './proposal-form.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.editor.party;

/** Per-person lines whose quantity is not the party's (issue 29), flagged in the editor and before sending. */
export function partyWarnings(values: ProposalFormValues): string[] {
  const lines = values.lines.map((line) => ({ label: line.label, quantity: Number(line.quantity) || 0 }));
  return partyMismatches(lines, Number(values.adults) || 0, Number(values.children) || 0).map((m) => copy.mismatch(m.label, m.quantity, m.expected, m.who));
}

export function PartyCheck({ values }: { values: ProposalFormValues }) {
  const warnings = partyWarnings(values);
  if (warnings.length === 0) return null;
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <p className="font-semibold">{copy.mismatchHeading}</p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
