import { usePageContext } from 'vike-react/usePageContext';
import { inboundContent } from '#components/admin/mail/inbound.content.ts';
import type { MailboxState } from '#lib/domain/mail/mail.types.ts';
import { formatDateTime } from '#lib/format.ts';

const copy = inboundContent.mailbox;
/**
 * A worker that cannot reach the mailbox notes it at every attempt (at least once a minute); a state older
 * than this belongs to no running worker (IMAP_URL was removed, say) and is not shown.
 */
const CURRENT_FOR_MS = 15 * 60_000;

/** What an IMAP server or the network reported, most specific first (the raw text stays as detail). */
const REASONS: [RegExp, keyof typeof copy.reasons][] = [
  [/AUTHENTICATIONFAILED|AUTHORIZATIONFAILED|invalid credentials|login failed|authenticat|password/i, 'password'],
  [/certificate|self[- ]signed|wrong version number|tls|ssl/i, 'certificate'],
  [/stopped answering|greeting|ETIMEOUT|socket timeout/i, 'stalled'],
  [/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ECONNRESET|timeout|closed/i, 'unreachable'],
];
const reasonInWords = (error: string) => copy.reasons[REASONS.find(([pattern]) => pattern.test(error))?.[1] ?? 'unknown'];

/** Says in words when the mailbox travellers answer to cannot be read; nothing while all is well. */
export function MailboxStatus({ state, now }: { state: MailboxState | null; now: string }) {
  const { site } = usePageContext();
  if (!state || state.reachable || !state.failingSince) return null;
  if (Date.parse(now) - Date.parse(state.checkedAt) > CURRENT_FOR_MS) return null;
  return (
    <section aria-labelledby="mailbox-status-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-ochre-400 sm:p-6">
      <h2 id="mailbox-status-heading" className="text-2xl font-semibold text-ochre-700">
        {copy.heading}
      </h2>
      <p className="mt-3 text-sm text-stone-800">{copy.unreachable(state.mailbox, formatDateTime(state.failingSince, site.timeZone))}</p>
      {state.lastError && (
        <>
          <p className="mt-2 text-sm text-stone-800">{reasonInWords(state.lastError)}</p>
          <details className="mt-1 text-xs text-stone-600">
            <summary className="cursor-pointer">{copy.detail}</summary>
            <p className="mt-1 font-mono break-words">{state.lastError}</p>
          </details>
        </>
      )}
      <p className="mt-2 text-sm text-stone-600">{copy.who}</p>
    </section>
  );
}
