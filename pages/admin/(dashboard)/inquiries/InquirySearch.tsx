import { useId, useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import type { InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { SEARCH_MAX_LENGTH } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { deskHref } from './desk-href.ts';
import { inquiriesContent } from '#components/admin/inquiries/inquiries.content.ts';

const copy = inquiriesContent.search;

/** Searches name, e-mail and message within the current filter; the search lives in the URL. */
export function InquirySearch({ status, needsReply, q }: { status: InquiryStatus | null; needsReply: boolean; q: string }) {
  const id = useId();
  const [text, setText] = useState(q);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(deskHref({ status, needsReply, q: text.trim() }));
  }
  return (
    <form role="search" onSubmit={submit} action="/admin/inquiries" className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
      {status && <input type="hidden" name="status" value={status} />}
      {needsReply && <input type="hidden" name="needsReply" value="true" />}
      <div className="min-w-0 flex-1 sm:w-72 sm:flex-none">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {copy.label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={copy.placeholder}
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-ochre-600 focus:outline-none focus:ring-2 focus:ring-ochre-500/40"
        />
      </div>
      <Button type="submit" variant="secondary">
        {copy.submit}
      </Button>
      {q && (
        <a href={deskHref({ status, needsReply })} className="py-2 text-sm font-semibold text-bush-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600">
          {copy.clear}
        </a>
      )}
    </form>
  );
}
