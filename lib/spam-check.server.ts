import type { SpamSignal } from '#lib/domain/enquiry/inquiry.schema.ts';
import type { SpamFlag } from '#lib/domain/enquiry/enquiry.types.ts';
import { spamCheckContent as copy } from './spam-check.content.ts';

/**
 * How an enquiry that tripped a check is stored: the honeypot files it silently as spam with its
 * mails held back (`held`); a fast fill only marks it possible spam and everything goes out as usual.
 */
export function spamVerdict(signal: SpamSignal | null): { flag: Extract<SpamFlag, 'held' | 'possible'>; reason: string } | null {
  if (!signal) return null;
  if (signal.kind === 'honeypot') return { flag: 'held', reason: copy.honeypot };
  return { flag: 'possible', reason: copy.fillTime((signal.fillMs / 1000).toFixed(1)) };
}
