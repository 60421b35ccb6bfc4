import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import type { StockImage } from '#components/site/activity/activity.types.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { accommodationsCopy } from './accommodations.copy.ts';

/** A type's two or three photos: the first large, the rest side by side beneath it. */
export function AccommodationGallery({ name, images }: { name: string; images: StockImage[] }) {
  const { labels } = accommodationsCopy[useLocale()];
  const [first, ...rest] = images;
  if (!first) return null;
  return (
    <ul aria-label={labels.photos(name)} className="grid grid-cols-2 gap-3">
      <li className="col-span-2">
        <Photo src={stockPhoto(first.id, 1000)} alt={first.alt} width={1000} height={620} className="rounded-2xl" />
      </li>
      {rest.map((image) => (
        <li key={image.id} className={rest.length === 1 ? 'col-span-2' : ''}>
          <Photo
            src={stockPhoto(image.id, 600)}
            alt={image.alt}
            width={600}
            height={rest.length === 1 ? 280 : 420}
            className="rounded-2xl"
          />
        </li>
      ))}
    </ul>
  );
}
