import { overviewContent as copy } from '../admin.content.ts';

export type QuickAction = 'addPackage' | 'createFolder' | 'viewInquiries';

const ORDER: QuickAction[] = ['addPackage', 'createFolder', 'viewInquiries'];

/** Shortcuts into the other tabs; each opens the tab and, where it fits, its dialog. */
export function QuickActions({ onAction }: { onAction: (action: QuickAction) => void }) {
  return (
    <section aria-labelledby="quick-actions-heading" className="h-fit rounded-2xl bg-bush-900 p-5 text-sand-50 shadow-sm sm:p-6">
      <h2 id="quick-actions-heading" className="text-2xl font-semibold text-white">
        {copy.actionsTitle}
      </h2>
      <ul className="mt-4 space-y-3">
        {ORDER.map((action) => (
          <li key={action}>
            <button
              type="button"
              onClick={() => onAction(action)}
              aria-labelledby={`quick-${action}-label`}
              aria-describedby={`quick-${action}-note`}
              className="group flex w-full items-center justify-between gap-3 rounded-xl bg-white/5 px-4 py-3 text-left ring-1 ring-white/10 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-400"
            >
              <span>
                <span id={`quick-${action}-label`} className="block font-semibold text-white">{copy.actions[action].label}</span>
                <span id={`quick-${action}-note`} className="block text-sm text-sand-200">{copy.actions[action].note}</span>
              </span>
              <span aria-hidden="true" className="text-ochre-400 transition-transform group-hover:translate-x-0.5">
                →
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
