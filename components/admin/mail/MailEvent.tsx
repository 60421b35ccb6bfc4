import { usePageContext } from 'vike-react/usePageContext';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import { formatDateTime } from '#lib/format.ts';
import { mailTroubleInWords } from '#lib/mail-trouble.ts';
import { mailContent as copy } from './mail.content.ts';

const TONE = { queued: 'text-stone-600', retrying: 'text-ochre-700', sent: 'text-bush-800', failed: 'text-red-700' } as const;

/** A mail on the timeline: which one, to whom, and how sending went (the server's error when it did not). */
export function MailEvent({ event }: { event: InquiryEventView }) {
  const { site } = usePageContext();
  const state = event.mailStatus === 'sent' ? 'sent' : event.mailStatus === 'failed' ? 'failed' : event.error ? 'retrying' : 'queued';
  return (
    <div className="text-sm break-words text-stone-800">
      <p>
        <span className="font-medium">{event.subject}</span>
        {event.recipient && <span className="text-stone-600"> {copy.to(event.recipient)}</span>}
      </p>
      {event.mailTemplate && <p className="text-xs text-stone-600">{copy.templates[event.mailTemplate]}</p>}
      <p className={`font-medium ${TONE[state]}`}>
        {copy.status[state]}
        {state === 'sent' && event.sentAt && (
          <>
            {' '}
            <time dateTime={event.sentAt}>{formatDateTime(event.sentAt, site.timeZone)}</time>
          </>
        )}
      </p>
      {event.error && state !== 'sent' && (
        <>
          <p className="text-red-700">{mailTroubleInWords(event.error)}</p>
          <details className="text-xs text-stone-600">
            <summary className="cursor-pointer">{copy.problems.detail}</summary>
            <p className="mt-1 font-mono">{event.error}</p>
          </details>
        </>
      )}
      {event.body && <p className="mt-1 line-clamp-6 whitespace-pre-line text-stone-700">{event.body}</p>}
    </div>
  );
}
