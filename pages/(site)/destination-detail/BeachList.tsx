import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import type { BandTone, DestinationDetail } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';

/** Zanzibar's best beaches, each with where on the island it lies. */
export function BeachList({ beaches, tone }: { beaches: NonNullable<DestinationDetail['beaches']>; tone: BandTone }) {
  return (
    <ActivitySection id="beaches" tone={tone} eyebrow={detailContent.beachesEyebrow} title={beaches.heading}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {beaches.items.map((beach, index) => (
          <li key={beach.name} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <span aria-hidden="true" className="font-serif text-3xl font-semibold text-ochre-600">
              {index + 1}
            </span>
            <div>
              <h3 className="text-xl font-semibold">{beach.name}</h3>
              <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-bush-700">
                <ActivityIcon name="compass" className="h-4 w-4" />
                <span>
                  <span className="sr-only">{detailContent.beachLocationLabel}: </span>
                  {beach.location}
                </span>
              </p>
              <p className="mt-2 leading-relaxed text-stone-600">{beach.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </ActivitySection>
  );
}
