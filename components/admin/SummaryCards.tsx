import { statsContent as copy } from './admin.content.ts';
import type { DashboardStats } from '#lib/domain/enquiry/dashboard.types.ts';
import { COUNT_CAP } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { formatCount } from '#lib/format.ts';

interface Card {
  label: string;
  value: string;
  note: string;
  icon: string;
}

const ICONS = {
  packages: 'M3 7h18v12H3zM8 7V5h8v2',
  inquiries: 'M4 6h16v12H4zM4 6l8 7 8-7',
  folders: 'M3 6h6l2 2h10v10H3z',
  reviews: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
};

/** SPEC's four summary cards, with real figures from the server. */
export function SummaryCards({ stats }: { stats: DashboardStats }) {
  const cards: Card[] = [
    { label: copy.packages.label, value: String(stats.activePackages), note: copy.packages.note, icon: ICONS.packages },
    { label: copy.inquiries.label, value: formatCount(stats.inquiries, COUNT_CAP), note: copy.inquiries.note(formatCount(stats.newInquiries, COUNT_CAP)), icon: ICONS.inquiries },
    { label: copy.folders.label, value: String(stats.galleryFolders), note: copy.folders.note, icon: ICONS.folders },
    {
      label: copy.reviews.label,
      value: stats.averageRating === null ? '–' : stats.averageRating.toFixed(1),
      note: stats.averageRating === null ? copy.reviews.none : copy.reviews.note,
      icon: ICONS.reviews,
    },
  ];
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="sr-only">
        {copy.heading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5">
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm font-medium text-stone-600">{card.label}</p>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-ochre-600" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
                <path d={card.icon} />
              </svg>
            </div>
            <p className="mt-2 font-serif text-3xl font-semibold text-bush-900">{card.value}</p>
            <p className="mt-1 text-xs text-stone-600">{card.note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
