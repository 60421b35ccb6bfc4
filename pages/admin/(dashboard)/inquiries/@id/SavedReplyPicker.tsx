import { useId, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import type { SavedReplyView } from '#lib/domain/enquiry/enquiry.types.ts';
import type { SavedReplyPlaceholder } from '#lib/domain/enquiry/saved-reply.schema.ts';
import { api  } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { fillPlaceholders } from '#lib/saved-reply.ts';
import { savedRepliesContent } from '#components/admin/settings/saved-replies.content.ts';
import { useSavedReplyPages } from './use-saved-reply-pages.ts';

const copy = savedRepliesContent.picker;

/**
 * Fills the reply form from a saved reply, its placeholders filled from the enquiry; staff edit before
 * sending. The names are asked for when it opens, a page at a time, and a reply's text when it is picked.
 */
export function SavedReplyPicker({ values, onPick }: { values: Record<SavedReplyPlaceholder, string>; onPick: (reply: { subject: string; body: string }) => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { replies, hasMore, loading, failed, more } = useSavedReplyPages(query, open);
  const { busy, run } = useAction();
  const panelId = useId();

  async function pick(id: string) {
    const picked = await run(async () => {
      const reply = await api.savedReplies.get<SavedReplyView>({ id });
      onPick({ subject: fillPlaceholders(reply.subject, values), body: fillPlaceholders(reply.body, values) });
    }, copy.failed);
    if (picked) setOpen(false);
  }

  return (
    <div>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {copy.label}
      </Button>
      {open && (
        <div id={panelId} className="mt-2 space-y-2 rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200">
          <TextField
            label={copy.search}
            hint={copy.hint}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Enter here searches; it must not send the reply around it.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
          <p role="status" className="text-sm text-stone-600">
            {failed ? copy.loadFailed : replies === null || loading ? copy.loading : replies.length === 0 ? copy.empty(query) : ''}
          </p>
          {replies && replies.length > 0 && (
            <ul aria-label={copy.listLabel} className="max-h-64 space-y-1 overflow-y-auto">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <button type="button" disabled={busy} className="w-full rounded-lg px-2 py-1.5 text-left text-sm break-words hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-bush-700" onClick={() => void pick(reply.id)}>
                    {reply.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {hasMore && (
            <Button variant="ghost" size="sm" disabled={loading} onClick={more}>
              {copy.more}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
