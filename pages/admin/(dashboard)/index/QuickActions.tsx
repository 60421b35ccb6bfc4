import { overviewContent as copy } from '#components/admin/admin.content.ts';
import { NEW_TRIP_HREF } from '#components/admin/trips/trip-hrefs.ts';

/** Shortcuts into the other sections: a new trip's editor, and the gallery with its create dialog open on arrival. */
const ACTIONS = [
  { key: 'addPackage', href: NEW_TRIP_HREF },
  { key: 'createFolder', href: '/admin/gallery?create=folder' },
  { key: 'viewInquiries', href: '/admin/inquiries?status=pending' },
] as const;

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading" className="h-fit rounded-2xl bg-bush-900 p-5 text-sand-50 shadow-sm sm:p-6">
      <h2 id="quick-actions-heading" className="text-2xl font-semibold text-white">
        {copy.actionsTitle}
      </h2>
      <ul className="mt-4 space-y-3">
        {ACTIONS.map(({ key, href }) => (
          <li key={key}>
            <a
              href={href}
              className="group flex w-full items-center justify-between gap-3 rounded-xl bg-white/5 px-4 py-3 text-left ring-1 ring-white/10 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-400"
            >
              <span>
                <span className="block font-semibold text-white">{copy.actions[key].label}</span>
                <span className="block text-sm text-sand-200">
                  {copy.actions[key].note}
                </span>
              </span>
              <span aria-hidden="true" className="text-ochre-400 transition-transform group-hover:translate-x-0.5">
                →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
