import { Button } from '#components/ui/Button.tsx';
import type { LedgerQuestion } from './use-ledger-question.ts';
import { ledgerContent } from './ledger.content.ts';

const copy = ledgerContent.question;

/** The server's question before money is recorded (issue 38), in words, with "Yes, record it" and "Let me correct it". */
export function LedgerQuestionBox({ question, onConfirm, onDismiss, pending }: { question: LedgerQuestion; onConfirm: () => void; onDismiss: () => void; pending: boolean }) {
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      <p>{question.message}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onConfirm} disabled={pending}>
          {copy.yes}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          {copy.no}
        </Button>
      </div>
    </div>
  );
}
