import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { useTripCopy } from './trip.copy.ts';

const CARD = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200';

/** What the price pays for, beside what it does not. */
export function TripInclusions({ included, excluded }: { included: string[]; excluded: string[] }) {
  const copy = useTripCopy();
  return (
    <div className={`mx-auto grid gap-6 ${included.length > 0 && excluded.length > 0 ? 'max-w-5xl md:grid-cols-2' : 'max-w-2xl'}`}>
      {included.length > 0 && (
        <section aria-labelledby="included-heading" className={CARD}>
          <h3 id="included-heading" className="text-2xl font-semibold">
            {copy.includedHeading}
          </h3>
          <div className="mt-4">
            <CheckList items={included} />
          </div>
        </section>
      )}
      {excluded.length > 0 && (
        <section aria-labelledby="excluded-heading" className={CARD}>
          <h3 id="excluded-heading" className="text-2xl font-semibold">
            {copy.excludedHeading}
          </h3>
          <ul className="mt-4 grid gap-3">
            {excluded.map((item) => (
              <li key={item} className="flex gap-3">
                <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sand-200 text-stone-700">
                  <ActivityIcon name="cross" className="h-4 w-4" />
                </span>
                <span className="leading-relaxed text-stone-700">{item}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
