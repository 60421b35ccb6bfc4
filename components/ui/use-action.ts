import { useCallback, useState } from 'react';
import { toastFailure } from './form-failure.browser.ts';

/**
 * A staff action that is not a form (erase, mark spam, retry a mail): `busy` while it runs, and a
 * failure shown as a toast under `failureTitle`. `run` resolves true when the work succeeded.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<unknown>, failureTitle: string): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch (failure) {
      toastFailure(failureTitle, failure);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
