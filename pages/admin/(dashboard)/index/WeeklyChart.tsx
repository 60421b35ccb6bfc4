import type { DeskFigures } from '#lib/domain/enquiry/dashboard.types.ts';
import { formatDate } from '#lib/format.ts';
import { deskFiguresContent } from './desk.content.ts';

const copy = deskFiguresContent.chart;
const WIDTH = 600;
const HEIGHT = 220;
const TOP = 26;
const BOTTOM = 34;

/** "16 Nov" from "2026-11-16". */
const shortDate = (isoDate: string) => formatDate(isoDate).split(' ').slice(0, 2).join(' ');

/**
 * Enquiries per week as bars, drawn on the server as plain SVG (no chart library, no script), with
 * the same numbers in a table for anyone who cannot see the bars.
 */
export function WeeklyChart({ weekly }: { weekly: DeskFigures['weekly'] }) {
  const max = Math.max(1, ...weekly.map((w) => w.count));
  const total = weekly.reduce((sum, w) => sum + w.count, 0);
  const slot = WIDTH / Math.max(1, weekly.length);
  const barWidth = slot * 0.6;
  const plot = HEIGHT - TOP - BOTTOM;
  return (
    <section aria-labelledby="weekly-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id="weekly-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
      <svg viewBox={`-16 0 ${WIDTH + 32} ${HEIGHT}`} role="img" aria-label={copy.summary(total, weekly.length)} className="mt-4 h-auto w-full">
        <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="stroke-sand-300" strokeWidth="1" />
        {weekly.map((week, index) => {
          const height = (week.count / max) * plot;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={week.weekStart}>
              <rect x={x} y={y} width={barWidth} height={height} rx="3" className="fill-ochre-600" />
              <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" className="fill-stone-700 text-[18px] md:text-[13px]">
                {week.count}
              </text>
              {(weekly.length - 1 - index) % 2 === 0 && (
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-stone-600 text-[17px] md:text-[12px]">
                  {shortDate(week.weekStart)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-bush-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600">{copy.tableToggle}</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">{copy.heading}</caption>
          <thead>
            <tr className="border-b border-sand-200 text-xs uppercase tracking-wide text-stone-600">
              <th scope="col" className="py-1 font-semibold">
                {copy.weekHeader}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {copy.countHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {weekly.map((week) => (
              <tr key={week.weekStart} className="border-b border-sand-100">
                <th scope="row" className="py-1 font-normal">
                  {formatDate(week.weekStart)}
                </th>
                <td className="py-1 text-right tabular-nums">{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
