import { usePageContext } from 'vike-react/usePageContext';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { navigate, reload } from 'vike/client/router';
import { Button, ButtonLink } from '#components/ui/Button.tsx';
import { TextField } from '#components/ui/Field.tsx';
import { Modal } from '#components/ui/Modal.tsx';
import { toast } from '#components/ui/notify.ts';
import type { CarriedNote, Proposal } from '#lib/domain/sale/proposal.types.ts';
import { PROPOSAL_CURRENCIES, proposalSchema } from '#lib/domain/sale/proposal.schema.ts';
import { ApiError, api } from '#lib/api-client.browser.ts';
import { formatDateTime } from '#lib/format.ts';
import { useAction } from '#components/ui/use-action.ts';
import { useForm } from '#components/ui/use-form.ts';
import { useFocusOnMount } from '#components/admin/use-focus-on-mount.ts';
import { CurrencyField } from './CurrencyField.tsx';
import { NoBankDetails } from '#components/admin/bank/NoBankDetails.tsx';
import { LinesEditor } from './LinesEditor.tsx';
import { NoteField } from './NoteField.tsx';
import { PartyCheck } from './PartyCheck.tsx';
import { proposalFormValues, proposalPayload, type ProposalFormValues } from './proposal-form.ts';
import { inquiryHref, proposalEditorHref } from '#components/admin/proposals/proposal-hrefs.ts';
import { ProposalTotals } from './ProposalTotals.tsx';
import { ShareProposal } from '../ShareProposal.tsx';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';
import { StopsList } from './StopsList.tsx';
import { TripStart, type TripOption } from './TripStart.tsx';

const copy = proposalsContent.editor;

export interface ProposalEditorProps {
  inquiry: { id: string; name: string; email: string };
  /** The stored version being edited; null for a new one. */
  proposal: Proposal | null;
  initial: ProposalFormValues;
  trips: TripOption[];
  timeZone: string;
  /** What a new draft's enquiry said of the party when it was not one number (issue 29). */
  partyToConfirm?: string | null;
  /** No bank details in Settings (issue 29): a traveller who accepts would wait for them. */
  bankMissing?: boolean;
  /** This draft's note is the previous version's, unchanged (issue 29). */
  carriedNote?: CarriedNote | null;
}

/**
 * A proposal's editor (issue 18): the trip it starts from, its stops, line items with a live total and
 * deposit, and its terms. Save keeps a draft (or, for a sent version, makes the next one); Send asks
 * first, saves, then sends. Checked in the browser with the schema the API parses the body with again.
 */
export function ProposalEditor({ inquiry, proposal, initial, trips, timeZone, partyToConfirm = null, bankMissing = false, carriedNote = null }: ProposalEditorProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // Declined too (issue 29): the server keeps it as the traveller answered it, so the editor offers no Save to fail.
  const locked = proposal?.status === 'accepted' || proposal?.status === 'replaced' || proposal?.status === 'declined';
  const frozen = proposal?.status === 'sent';
  // Which button submitted: Send saves first and sends what was saved.
  const next = useRef<'save' | 'send'>('save');
  const thenSend = useRef(false);
  const [asking, setAsking] = useState(false);
  const [belowPrice, setBelowPrice] = useState<{ message: string; saved: Proposal } | null>(null);
  const { busy: sending, run } = useAction();

  async function send(saved: Proposal, confirmBelowPrice = false) {
    let below: string | undefined;
    const sent = await run(async () => {
      try {
        await api.proposals.send({ id: saved.id }, { confirmBelowPrice });
      } catch (failure) {
        // Below the trip's lowest price for the party (issue 29): asked, not refused.
        below = failure instanceof ApiError && failure.status === 409 ? failure.body.errors?.confirmBelowPrice : undefined;
        if (!below) throw failure;
      }
    }, copy.sendFailed);
    setAsking(false);
    if (below) return setBelowPrice({ message: below, saved });
    if (sent) {
      toast.success(copy.sent, { description: inquiry.email });
      await navigate(inquiryHref(inquiry.id));
    } else if (saved.id !== proposal?.id) {
      // Saved (a new draft or version) but not sent: carry on editing that one.
      await navigate(proposalEditorHref(inquiry.id, saved.id));
    }
  }

  // Dates are checked against today where the operator is, as the page was rendered (the server checks again).
  const { site } = usePageContext();
  const form = useForm({
    initial,
    schema: proposalSchema(site.timeZone),
    toInput: proposalPayload,
    submit: (input) =>
      proposal ? api.proposals.update<Proposal>({ id: proposal.id }, input) : api.inquiries.createProposal<Proposal>({ id: inquiry.id }, input),
    onSuccess: (saved, { reset }) => {
      if (thenSend.current) return void send(saved);
      setAsking(false);
      toast.success(copy.saved, { description: proposalsContent.panel.version(saved.version) });
      if (saved.id !== proposal?.id) return void navigate(proposalEditorHref(inquiry.id, saved.id));
      reset(proposalFormValues(saved));
      void reload();
    },
    failureTitle: copy.saveFailed,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    thenSend.current = next.current === 'send';
    next.current = 'save';
    if (thenSend.current) setAsking(false);
    void form.onSubmit(event);
  }

  const busy = form.pending || sending;
  return (
    <article aria-labelledby="proposal-heading">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href={inquiryHref(inquiry.id)}>
        <span aria-hidden="true">←</span>
        {copy.back}
      </ButtonLink>
      <header className="mt-3 mb-6 max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-widest text-ochre-700">{proposal ? copy.eyebrowEdit(proposal.version) : copy.eyebrowNew}</p>
        <h2 id="proposal-heading" ref={headingRef} tabIndex={-1} className="mt-1 text-2xl font-semibold break-words focus:outline-none sm:text-3xl">
          {copy.heading(inquiry.name)}
        </h2>
        {frozen && proposal.sentAt && <p className="mt-3 rounded-xl bg-sand-100 p-3 text-sm text-bush-900">{copy.frozen(formatDateTime(proposal.sentAt, timeZone))}</p>}
        {bankMissing && !locked && (
          <div className="mt-3">
            <NoBankDetails />
          </div>
        )}
        {locked && <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">{copy.locked(proposal.status as 'accepted' | 'replaced' | 'declined')}</p>}
        {/* Issue 29: a draft as the traveller will get it (as last saved), page and PDF; a sent version's link and PDF. */}
        {proposal && (
          <div className="mt-3">
            <ShareProposal id={proposal.id} sent={proposal.sentAt !== null} className="" />
            {proposal.status === 'draft' && <p className="mt-1 text-xs text-stone-600">{proposalsContent.preview.hint}</p>}
          </div>
        )}
      </header>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="space-y-6 [&_input]:scroll-mb-28 [&_select]:scroll-mb-28 [&_textarea]:scroll-mb-28 [&_[data-error-focus]]:scroll-mb-28">
        <Section id="trip" title={copy.trip.heading} hint={copy.trip.hint}>
          <TripStart form={form} inquiryId={inquiry.id} trips={trips} disabled={locked} partyToConfirm={partyToConfirm} />
        </Section>
        <Section id="stops" title={copy.stops.heading} hint={copy.stops.hint} plain>
          <StopsList form={form} disabled={locked} />
        </Section>
        <Section id="lines" title={copy.lines.heading} hint={copy.lines.hint} plain>
          <LinesEditor form={form} disabled={locked} />
        </Section>
        <Section id="terms" title={copy.terms.heading}>
          <div className="grid gap-4 sm:grid-cols-3">
            <CurrencyField form={form} label={copy.terms.currency} disabled={locked} />
            <TextField label={copy.terms.depositPercent} hint={copy.terms.depositHint} type="number" min={0} max={100} step="1" inputMode="decimal" disabled={locked} {...form.field('depositPercent')} />
            <TextField label={copy.terms.validUntil} type="date" disabled={locked} {...form.field('validUntil')} />
          </div>
          <div className="mt-4">
            <NoteField form={form} disabled={locked} carried={carriedNote} />
          </div>
        </Section>
        {form.errors._ && (
          <p role="alert" className="text-sm text-red-700">
            {form.errors._}
          </p>
        )}
        <div className="sticky bottom-0 z-30 -mx-4 space-y-3 border-t border-sand-200 bg-sand-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:px-0">
          {!locked && <PartyCheck values={form.values} />}
          <ProposalTotals values={form.values} />
          {!locked && (
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="submit" variant="outline" className="text-bush-800" disabled={busy}>
                {form.pending && !thenSend.current ? copy.saving : frozen ? copy.saveVersion : copy.save}
              </Button>
              <Button disabled={busy} onClick={() => setAsking(true)}>
                {sending || (form.pending && thenSend.current) ? copy.sending : copy.send}
              </Button>
            </div>
          )}
        </div>
      </form>
      <Modal open={asking} onClose={busy ? () => undefined : () => setAsking(false)} title={copy.sendQuestion} size="sm">
        <p className="text-sm text-stone-600">{copy.sendDetail(inquiry.email)}</p>
        {asking && <div className="mt-3"><PartyCheck values={form.values} /></div>}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" className="text-stone-700" onClick={() => setAsking(false)} disabled={busy} data-autofocus>
            {copy.cancel}
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              next.current = 'send';
              form.formRef.current?.requestSubmit();
            }}
          >
            {busy ? copy.sending : copy.sendConfirm}
          </Button>
        </div>
      </Modal>
      <Modal open={belowPrice !== null} onClose={busy ? () => undefined : () => setBelowPrice(null)} title={copy.belowPrice.question} size="sm">
        <p className="text-sm text-stone-600">{belowPrice?.message}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" className="text-stone-700" onClick={() => setBelowPrice(null)} disabled={busy} data-autofocus>
            {copy.cancel}
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              const saved = belowPrice?.saved;
              setBelowPrice(null);
              if (saved) void send(saved, true);
            }}
          >
            {busy ? copy.sending : copy.belowPrice.confirm}
          </Button>
        </div>
      </Modal>
    </article>
  );
}

function Section({ id, title, hint, plain = false, children }: { id: string; title: string; hint?: string; plain?: boolean; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-4 ${plain ? '' : 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6'}`}>
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h3>
      {hint && <p className="mt-1 max-w-3xl text-sm text-stone-600">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
