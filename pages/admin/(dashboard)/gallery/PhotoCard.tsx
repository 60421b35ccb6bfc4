import { Photo } from '#components/ui/Photo.tsx';
import type { GalleryPhotoView } from '#lib/domain/catalogue/catalogue.types.ts';
import { ActiveBadge } from '#components/admin/Badge.tsx';
import { galleryContent as copy } from './gallery.content.ts';
import { ItemActions, type ItemActionsProps } from './ItemActions.tsx';
import { TrashButton } from '#components/admin/TrashButton.tsx';

/** A square thumbnail (the thumbnail if there is one, else the image) with its title. */
export function PhotoCard({ photo, onDelete, actions }: { photo: GalleryPhotoView; onDelete: () => void; actions: Omit<ItemActionsProps, 'noun' | 'name' | 'isActive'> }) {
  return (
    <article className="relative flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <Photo src={photo.thumbnailUrl ?? photo.imageUrl} alt={photo.title} width={400} height={400} className="w-full" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base font-semibold break-words">{photo.title}</h3>
          {!photo.isActive && <ActiveBadge active={false} />}
        </div>
        {photo.description && <p className="line-clamp-2 text-sm text-stone-700">{photo.description}</p>}
      </div>
      <ItemActions noun={copy.kinds.photo.noun} name={photo.title} isActive={photo.isActive} {...actions} />
      <TrashButton label={copy.deleteLabel(copy.kinds.photo.noun, photo.title)} onClick={onDelete} className="absolute right-2 top-2" />
    </article>
  );
}
