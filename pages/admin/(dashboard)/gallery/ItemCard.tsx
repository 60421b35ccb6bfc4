import { Photo } from '#components/ui/Photo.tsx';
import { ActiveBadge } from '#components/admin/Badge.tsx';
import { formatDate } from '#lib/format.ts';
import { galleryContent as copy } from './gallery.content.ts';
import { ItemActions, type ItemActionsProps } from './ItemActions.tsx';
import { TrashButton } from '#components/admin/TrashButton.tsx';

interface ItemCardProps {
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  createdAt: string;
  /** "folder" or "gallery", for the delete button's name. */
  noun: string;
  /** Where the card leads: the item's own level. */
  href: string;
  onDelete: () => void;
  actions: Omit<ItemActionsProps, 'noun' | 'name' | 'isActive'>;
}

/** A folder or gallery: the whole card opens it; the corner button deletes it. */
export function ItemCard({ name, description, coverImageUrl, isActive, createdAt, noun, href, onDelete, actions }: ItemCardProps) {
  return (
    <article className="relative flex h-full w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-md has-[h3_a:focus-visible]:ring-2 has-[h3_a:focus-visible]:ring-ochre-600">
      <Photo src={coverImageUrl} alt="" width={640} height={400} className="w-full" />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-lg font-semibold break-words">
            {/* The card's one link-like target; its ::after covers the card. */}
            <a href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {name}
            </a>
          </h3>
          <ActiveBadge active={isActive} />
        </div>
        <p className={`mt-1 line-clamp-2 text-sm ${description ? 'text-stone-700' : 'italic text-stone-600'}`}>{description ?? copy.noDescription}</p>
        <p className="mt-auto pt-3 text-xs text-stone-600">
          {copy.created} <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </p>
      </div>
      <ItemActions noun={noun} name={name} isActive={isActive} {...actions} />
      <TrashButton label={copy.deleteLabel(noun, name)} onClick={onDelete} className="absolute right-3 top-3 z-10" />
    </article>
  );
}
