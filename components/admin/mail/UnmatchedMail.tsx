import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import { useAction } from '#components/ui/use-action.ts';
import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';
import { inquiryReference } from '#lib/domain/enquiry/inquiry-reference.ts';
import type { UnmatchedMailView } from '#lib/domain/enquiry/unmatched-mail.ts';
import { api } from '#lib/api-client.browser.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { unmatchedMailContent as copy } from './unmatched-mail.content.ts';

/**
 * Mail in the desk's mailbox that named no enquiry or booking (issue 39, R11): its count and list, each with
 * "Attach to an enquiry" (found through the desk's own search) and "Discard". Loaded in the browser, after the
 * list of enquiries it sits above; nothing shows while there is no such mail.
 */
export function UnmatchedMail() {
  const [mail, setMail] = useState<{ items: UnmatchedMailView[]; total: number } | null>(null);
  const load = useCallback(async () => setMail(await api.unmatchedMail.list()), []);
  useEffect(() => {
    void load().catch(() => setMail(null));
  }, [load]);
  if (!mail || mail.total === 0) return null;
  return (
    <section aria-labelledby="unmatched-mail-heading" className="mb-6 rounded-lg border border-amber-200 bg-amber-50/40 p-4">
      <h2 id="unmatched-mail-heading" className="text-base font-semibold text-stone-900">
        {copy.heading(mail.total)}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{copy.intro}</p>
      <ul className="mt-3 space-y-3">
        {mail.items.map((item) => (
          <li key={item.id}>
            <UnmatchedItem item={item} onDone={load} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnmatchedItem({ item, onDone }: { item: UnmatchedMailView; onDone: () => Promise<void> }) {
  const { busy, run } = useAction();
  const [attaching, setAttaching] = useState(false);
  const [asking, setAsking] = useState(false);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<InquiryRecord[] | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    await run(async () => setFound((await api.inquiries.list({ query: { q: query.trim(), limit: 10 } })).items), copy.attachFailed);
  }

  async function attach(inquiryId: string) {
    if (!(await run(() => api.unmatchedMail.attach({ id: item.id }, { inquiryId }), copy.attachFailed))) return;
    toast.success(copy.attached);
    await onDone();
  }

  async function discard() {
    const done = await run(() => api.unmatchedMail.discard({ id: item.id }), copy.discardFailed);
    setAsking(false);
    if (!done) return;
    toast.success(copy.discarded);
    await onDone();
  }

  return (
    <article className="rounded-md border border-stone-200 bg-white p-3">
      <p className="text-sm font-medium break-words text-stone-900">{item.subject || copy.noSubject}</p>
      <p className="text-xs break-words text-stone-600">
        {copy.from(item.sender)} · <time dateTime={item.receivedAt}>{new Date(item.receivedAt).toLocaleString()}</time>
      </p>
      {item.excerpt && <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-700">{item.excerpt}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setAttaching((open) => !open)} disabled={busy} aria-expanded={attaching}>
          {copy.attach}
        </Button>
        <Button size="sm" variant="outline" className="text-stone-700" onClick={() => setAsking(true)} disabled={busy}>
          {copy.discard}
        </Button>
      </div>
      {attaching && (
        <div className="mt-3">
          <form onSubmit={(event) => void search(event)} className="flex flex-wrap items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col text-sm text-stone-800">
              {copy.searchLabel}
              <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={copy.searchPlaceholder} className="mt-1 rounded-md border border-stone-300 px-3 py-2 text-base" />
            </label>
            <Button size="sm" type="submit" variant="outline" disabled={busy}>
              {busy ? copy.searching : copy.search}
            </Button>
          </form>
          {found && found.length === 0 && <p className="mt-2 text-sm text-stone-600">{copy.noResults}</p>}
          {found && found.length > 0 && (
            <ul className="mt-2 space-y-1">
              {found.map((inquiry) => (
                <li key={inquiry.id}>
                  <button type="button" disabled={busy} onClick={() => void attach(inquiry.id)} className="w-full rounded-md border border-stone-200 px-3 py-2 text-left text-sm break-words hover:bg-stone-50">
                    {copy.choose(inquiryReference(inquiry.reference), `${inquiry.firstName} ${inquiry.lastName}`, inquiry.email)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        question={copy.discardQuestion}
        detail={copy.discardDetail(item.mailFrom ?? item.sender)}
        confirmLabel={copy.discard}
        busy={busy}
        busyLabel={copy.discarding}
        onConfirm={() => void discard()}
        onCancel={() => setAsking(false)}
      />
    </article>
  );
}
