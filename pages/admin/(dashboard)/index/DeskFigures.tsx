import type { ReactNode } from 'react';
import type { DeskFigures as Figures } from '#lib/domain/enquiry/dashboard.types.ts';
import { COUNT_CAP } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { formatCount, formatDuration } from '#lib/format.ts';
import { deskFiguresContent as copy } from './desk.content.ts';

function Tile({ label, value, note, children }: { label: string; value: string; note: string; children?: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-2 font-serif text-3xl font-semibold text-bush-900">{value}</p>
      <p className="mt-1 text-xs text-stone-600">{note}</p>
      {children}
    </li>
  );
}

/**
 * What the desk needs to know at a glance: what waits, how fast staff answer, how many end booked.
 * `now` is the server's clock at render, so the server's HTML and the hydrated page agree.
 */
export function DeskFigures({ figures, now }: { figures: Figures; now: string }) {
  const { needsReply, medianFirstResponseMs, conversion } = figures;
  const oldestAge = needsReply.oldestAt ? formatDuration(new Date(now).getTime() - new Date(needsReply.oldestAt).getTime()) : null;
  const decided = conversion.booked + conversion.lost;
  return (
    <section aria-labelledby="desk-figures-heading">
      <h2 id="desk-figures-heading" className="mb-3 text-xl font-semibold">
        {copy.heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <Tile label={copy.needsReply.label} value={formatCount(needsReply.count, COUNT_CAP)} note={oldestAge ? copy.needsReply.oldest(oldestAge) : copy.needsReply.none}>
          {needsReply.count > 0 && (
            <a href="/admin/inquiries?needsReply=true" className="mt-3 text-sm font-semibold text-ochre-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600">
              {copy.needsReply.link}
            </a>
          )}
        </Tile>
        <Tile
          label={copy.firstResponse.label}
          value={medianFirstResponseMs === null ? '–' : formatDuration(medianFirstResponseMs)}
          note={medianFirstResponseMs === null ? copy.firstResponse.none : copy.firstResponse.note}
        />
        <Tile
          label={copy.conversion.label}
          value={conversion.rate === null ? '–' : `${Math.round(conversion.rate * 100)}%`}
          note={decided === 0 ? copy.conversion.none : copy.conversion.note(conversion.booked, decided)}
        />
      </ul>
    </section>
  );
}
