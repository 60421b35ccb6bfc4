import { useEffect, useState } from 'react';
import { ApiError } from '#lib/api-request.browser.ts';
import { toastFailure } from '#components/ui/form-failure.browser.ts';

/** The flags with which the server records money it first asked about (issue 38). */
export type ConfirmFlag = 'confirmDuplicate' | 'confirmRate' | 'confirmOverpay';

export interface LedgerQuestion {
  flag: ConfirmFlag;
  message: string;
}

/**
 * A 409 that asks before money is recorded (the same reference, an implausible rate, more than is owed): the form
 * shows the server's question, and "Yes" sends the same values again with the flag the answer names.
 */
export function questionOf(failure: unknown): LedgerQuestion | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as { message?: string; confirm?: string; duplicateOf?: unknown };
  const flag = body.confirm === 'confirmRate' || body.confirm === 'confirmOverpay' ? body.confirm : body.duplicateOf ? 'confirmDuplicate' : null;
  return flag && body.message ? { flag, message: body.message } : null;
}

/**
 * The question's state for a form made with useForm: `onFailure` to pass it, `confirm` to answer yes (sets the flag,
 * then submits once the new value is rendered), `dismiss` to correct the values instead.
 */
export function useLedgerQuestion(form: { setFlag: (flag: ConfirmFlag) => void; formRef: { current: HTMLFormElement | null } }, failureTitle: string) {
  const [question, setQuestion] = useState<LedgerQuestion | null>(null);
  const [resubmit, setResubmit] = useState(false);
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    form.formRef.current?.requestSubmit();
  }, [resubmit, form.formRef]);
  return {
    question,
    onFailure: (failure: unknown) => {
      const asked = questionOf(failure);
      setQuestion(asked);
      if (!asked) toastFailure(failureTitle, failure);
    },
    confirm: () => {
      if (!question) return;
      form.setFlag(question.flag);
      setQuestion(null);
      setResubmit(true);
    },
    dismiss: () => setQuestion(null),
  };
}
