import { Photo } from '#components/ui/Photo.tsx';
import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import type { Amenity } from './accommodations.content.ts';

export function AmenityGrid({ amenities }: { amenities: Amenity[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {amenities.map((amenity) => (
        <li key={amenity.title} className="overflow-hidden rounded-2xl bg-bush-800 shadow-sm ring-1 ring-white/10">
          <Photo src={stockPhoto(amenity.image.id, 600)} alt={amenity.image.alt} width={600} height={400} />
          <div className="p-6">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-ochre-400/15 text-ochre-400">
              <ActivityIcon name={amenity.icon} />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-white">{amenity.title}</h3>
            <p className="mt-2 leading-relaxed text-sand-200">{amenity.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
