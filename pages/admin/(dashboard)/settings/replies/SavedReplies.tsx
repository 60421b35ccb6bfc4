import { useEffect, useState } from 'react';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import type { SavedReplyPage, SavedReplySummary, SavedReplyView } from '#lib/domain/enquiry/enquiry.types.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { CardButton } from '#components/admin/CardButton.tsx';
import { ConfirmDialog } from '#components/admin/ConfirmDialog.tsx';
import { useDialog } from '#components/admin/use-dialog.ts';
import { savedRepliesContent as copy } from '#components/admin/settings/saved-replies.content.ts';
import { SavedReplyDialog } from './SavedReplyDialog.tsx';

/**
 * Settings' saved replies: the answers staff pick in an enquiry's reply form; add, edit, delete. The page
 * brings the first names only; "Show more" asks for the next, and Edit for the reply's message (issue 27).
 */
export function SavedReplies({ first }: { first: SavedReplyPage }) {
  const editing = useDialog<SavedReplyView>();
  const [removing, setRemoving] = useState<SavedReplySummary | null>(null);
  const [later, setLater] = useState<{ replies: SavedReplySummary[]; nextOffset: number | null } | null>(null);
  const { busy, run } = useAction();
  // A reload after a change brings a new first page: what was shown beyond it is asked for again.
  useEffect(() => setLater(null), [first]);
  const replies = [...first.replies, ...(later?.replies ?? [])];
  const nextOffset = later ? later.nextOffset : first.nextOffset;

  async function showMore() {
    if (nextOffset === null) return;
    await run(async () => {
      const page = await api.savedReplies.list<SavedReplyPage>({ query: { offset: nextOffset } });
      setLater({ replies: [...(later?.replies ?? []), ...page.replies], nextOffset: page.nextOffset });
    }, copy.loadFailed);
  }

  async function edit(reply: SavedReplySummary) {
    await run(async () => editing.show(await api.savedReplies.get<SavedReplyView>({ id: reply.id })), copy.loadFailed);
  }

  async function remove(reply: SavedReplySummary) {
    if (!(await run(() => api.savedReplies.remove({ id: reply.id }), copy.removeFailed))) return;
    setRemoving(null);
    toast.success(copy.removed, { description: reply.name });
    void reload();
  }

  return (
    <section aria-labelledby="saved-replies-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id="saved-replies-heading" className="text-xl font-semibold">
            {copy.title}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
          {first.total > 0 && <p className="mt-1 text-sm text-stone-600">{copy.count(first.total)}</p>}
        </div>
        <Button onClick={() => editing.show()}>
          <span aria-hidden="true">+</span>
          {copy.add}
        </Button>
      </div>
      {replies.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{copy.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200">
          {replies.map((reply) => (
            <li key={reply.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-words text-stone-900">{reply.name}</p>
                <p className="text-sm break-words text-stone-600">{reply.subject}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <CardButton aria-label={copy.edit(reply.name)} disabled={busy} onClick={() => void edit(reply)}>
                  {copy.editLabel}
                </CardButton>
                <CardButton tone="danger" aria-label={copy.remove(reply.name)} onClick={() => setRemoving(reply)}>
                  {copy.removeLabel}
                </CardButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {nextOffset !== null && (
        <Button variant="ghost" size="sm" className="mt-2" disabled={busy} onClick={() => void showMore()}>
          {copy.more}
        </Button>
      )}
      <SavedReplyDialog
        open={editing.open}
        session={editing.session}
        reply={editing.item}
        onClose={editing.close}
        onSaved={() => {
          editing.close();
          void reload();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        question={copy.confirmRemove}
        detail={removing ? copy.confirmDetail(removing.name) : undefined}
        confirmLabel={copy.removeLabel}
        busy={busy}
        busyLabel={copy.removing}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
