import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import type { Showcase } from './activity.types.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { activityWords } from './activity.words.ts';

/** Photo cards for viewpoints, experiences and adventure types, each with its highlights. */
export function ShowcaseGrid({ items }: { items: Showcase[] }) {
  const { highlightsOf } = activityWords[useLocale()];
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
          <Photo src={stockPhoto(item.image.id, 800)} alt={item.image.alt} width={800} height={560} />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-2xl font-semibold">{item.name}</h3>
            <p className="mt-3 leading-relaxed text-stone-600">{item.description}</p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={highlightsOf(item.name)}>
              {item.highlights.map((highlight) => (
                <li key={highlight} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-bush-800">
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
