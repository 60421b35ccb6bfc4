import { useState } from 'react';
import type { FaqEntry } from './faq.content.ts';

/**
 * A single-open accordion: opening a question closes the one that was open. Closed answers stay in
 * the HTML with the `hidden` attribute (not unmounted), so search engines read every answer.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="divide-y divide-sand-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      {entries.map((entry) => {
        const open = entry.id === openId;
        const buttonId = `faq-question-${entry.id}`;
        const panelId = `faq-answer-${entry.id}`;
        return (
          <div key={entry.id}>
            <h3 className="font-sans text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-bush-900 transition-colors hover:bg-sand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ochre-600 sm:px-6"
              >
                {entry.question}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={`h-5 w-5 shrink-0 text-ochre-600 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
                >
                  <path fillRule="evenodd" d="M5.23 7.21a.75.75 0 011.06.02L10 11.17l3.71-3.94a.75.75 0 111.08 1.04l-4.25 4.5a.75.75 0 01-1.08 0l-4.25-4.5a.75.75 0 01.02-1.06z" clipRule="evenodd" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="space-y-3 px-5 pb-6 text-stone-700 sm:px-6">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
