import { reload } from 'vike/client/router';
import { toast } from '#components/ui/notify.ts';
import { ApiError } from '#lib/api-client.browser.ts';

/**
 * The undo of a review step staff took (issue 39): from its toast or the review's card. Says how it went in a
 * toast and reloads the list either way, so the card shows what the server now holds.
 */
export async function undoReviewStep(call: () => Promise<unknown>, words: { done: string; failed: string }): Promise<void> {
  try {
    await call();
    toast.success(words.done);
  } catch (failure) {
    toast.error(words.failed, { description: failure instanceof ApiError ? failure.userMessage : undefined });
  }
  void reload();
}
