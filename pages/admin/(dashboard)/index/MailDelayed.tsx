import { usePageContext } from 'vike-react/usePageContext';
import type { MailDelay } from '#lib/domain/mail/mail.types.ts';
import { formatDateTime, formatDuration } from '#lib/format.ts';
import { mailTroubleInWords } from '#lib/mail-trouble.ts';
import { mailDelayedContent as copy } from './mail-delayed.content.ts';
import { RetryButton } from './RetryButton.tsx';

/**
 * Mail failing for more than five minutes and still retried (issue 21: mail trouble shows at once, not
 * after a day): why in plain words, when the next try is, and a button to try now. Nothing shows while all is well.
 */
export function MailDelayed({ delays, now }: { delays: MailDelay[]; now: string }) {
  const { site } = usePageContext();
  if (delays.length === 0) return null;
  const at = new Date(now).getTime();
  return (
    <section aria-labelledby="mail-delayed-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-amber-300 sm:p-6">
      <h2 id="mail-delayed-heading" className="text-2xl font-semibold text-amber-900">
        {copy.heading}
      </h2>
      <p className="mt-3 text-sm text-stone-600">{copy.intro}</p>
      <ul className="mt-3 divide-y divide-sand-200">
        {delays.map((delay) => (
          <li key={delay.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1 text-sm break-words">
              <p className="font-semibold text-amber-950">{mailTroubleInWords(delay.lastError)}</p>
              <p>{copy.failingFor(formatDuration(at - new Date(delay.failingSince).getTime()), delay.attempts)}</p>
              <p>
                {delay.nextTryAt ? (
                  <>
                    {copy.nextTry}: <time dateTime={delay.nextTryAt}>{formatDateTime(delay.nextTryAt, site.timeZone)}</time>{' '}
                    {copy.nextTryIn(formatDuration(new Date(delay.nextTryAt).getTime() - at))}
                  </>
                ) : (
                  copy.tryingNow
                )}
              </p>
              <p>
                <span className="font-semibold">{copy.subject}: </span>
                {delay.subject} · <span className="font-semibold">{copy.to}: </span>
                {delay.recipient}
              </p>
              <a href={`/admin/inquiries/${delay.inquiryId}`} className="text-bush-900 underline underline-offset-2">
                {copy.enquiry(delay.inquiryName)}
              </a>
              {delay.lastError && (
                <details className="text-xs text-stone-600">
                  <summary className="cursor-pointer">{copy.detail}</summary>
                  <p className="mt-1 font-mono">{delay.lastError}</p>
                </details>
              )}
            </div>
            <RetryButton mailId={delay.id} label={`${copy.retry}: ${delay.subject}, ${delay.recipient}`} copy={copy} />
          </li>
        ))}
      </ul>
    </section>
  );
}
