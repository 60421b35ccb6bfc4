import { ACCEPTED_FRAGMENT } from './AcceptedPanel.tsx';
import { AcceptProposalForm } from './AcceptProposalForm.tsx';
import { ChangesForm } from './ChangesForm.tsx';
import { DeclineProposal } from './DeclineProposal.tsx';
import { useProposalCopy } from './use-proposal-copy.ts';

/**
 * Once accepted, the page is made again by the server (at the panel, which takes focus): only an accepted
 * proposal's page carries the bank details, so the browser never held them before.
 */
function showAccepted() {
  window.history.replaceState(null, '', `${window.location.pathname}#${ACCEPTED_FRAGMENT}`);
  window.location.reload();
}

/**
 * The traveller's answer: accept (then the booking's reference, where to pay and next steps) or ask for changes.
 * In staff's preview of a draft (issue 29) the same forms show, disabled: a draft has no link to answer.
 */
export function ProposalResponse({ token, termsPath, preview = false }: { token: string; termsPath: string; preview?: boolean }) {
  const copy = useProposalCopy();
  return (
    <section id="respond" aria-labelledby="respond-title" className="bg-white px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-ochre-700">{copy.respondEyebrow}</p>
          <h2 id="respond-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {copy.respondTitle}
          </h2>
          <p className="mt-4 text-lg text-stone-600">{copy.respondIntro}</p>
          {preview && <p className="mt-4 rounded-xl bg-amber-50 p-4 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">{copy.previewResponse}</p>}
        </div>
        <fieldset disabled={preview} className="contents">
          <div className="mt-10 grid gap-8 lg:grid-cols-2">
            <div className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-8">
              <AcceptProposalForm token={token} termsPath={termsPath} onAccepted={showAccepted} />
            </div>
            <div className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-8">
              <ChangesForm token={token} />
            </div>
          </div>
          <DeclineProposal token={token} />
        </fieldset>
      </div>
    </section>
  );
}
