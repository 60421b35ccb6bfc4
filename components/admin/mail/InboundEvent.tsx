import { usePageContext } from 'vike-react/usePageContext';
import { api } from '#lib/api-client.browser.ts';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import { inboundContent as copy } from './inbound.content.ts';

/** "1.2 MB", "340 kB": how big a file is, for people. */
function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/**
 * A traveller's answer on the timeline: its own words as plain text (an HTML mail was reduced to text on
 * arrival and is never rendered as HTML), the history it quoted folded away, and its files for staff.
 */
export function InboundEvent({ event }: { event: InquiryEventView }) {
  const { routeParams } = usePageContext();
  const inquiryId = routeParams?.id;
  return (
    <div className="text-sm break-words text-stone-800">
      {event.subject && <p className="font-medium">{event.subject}</p>}
      {event.body ? <p className="mt-1 whitespace-pre-line">{event.body}</p> : <p className="mt-1 text-stone-600 italic">{copy.noText}</p>}
      {event.quoted && (
        <details className="mt-2">
          <summary className="cursor-pointer text-bush-800 underline-offset-2 hover:underline">{copy.quoted}</summary>
          <p className="mt-1 border-l-2 border-sand-200 pl-3 whitespace-pre-line text-stone-600">{event.quoted}</p>
        </details>
      )}
      {event.attachments && event.attachments.length > 0 && (
        <div className="mt-2">
          <p className="text-xs font-semibold text-stone-600">{copy.attachmentsHeading}</p>
          <ul className="mt-1 space-y-1">
            {event.attachments.map((file, i) => (
              <li key={file.id ?? `skipped-${i}`}>
                {file.id && inquiryId ? (
                  <a className="text-bush-800 underline underline-offset-2" href={api.inquiries.attachment.url({ id: inquiryId, attachmentId: file.id })} download={file.name}>
                    {copy.download(file.name, fileSize(file.size))}
                  </a>
                ) : (
                  <span className="text-stone-600">{copy.skipped(file.name, fileSize(file.size))}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
