import type { ReactNode } from 'react';
import type { GalleryKind } from './gallery-kinds.ts';
import { galleryContent } from './gallery.content.ts';
import type { ItemActionsProps } from './ItemActions.tsx';
import type { GalleryItem } from './ItemDialog.tsx';
import { useLevelOrder } from './use-level-order.ts';

type Actions = Omit<ItemActionsProps, 'noun' | 'name' | 'isActive'>;

interface OrderedListProps<T extends GalleryItem> {
  kind: GalleryKind;
  items: T[];
  parentId?: string;
  className: string;
  onEdit: (item: T) => void;
  children: (item: T, actions: Actions) => ReactNode;
}

/** One level's cards in their stored order: drag a card, or use its arrow buttons, to move it. */
export function OrderedList<T extends GalleryItem>({ kind, items, parentId, className, onEdit, children }: OrderedListProps<T>) {
  const { order, moveTo, toggleVisibility, dragProps, announcement } = useLevelOrder(kind, items, parentId);
  return (
    <>
      <p className="mb-3 text-sm text-stone-600">{galleryContent.actions.dragHint}</p>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <ul className={className}>
        {order.map((item, index) => (
          <li key={item.id} className="flex cursor-grab data-[dragging]:opacity-50" {...dragProps(item, index)}>
            {children(item, {
              onEdit: () => onEdit(item),
              onToggle: () => void toggleVisibility(item),
              onMoveUp: index > 0 ? () => void moveTo(item.id, index - 1) : undefined,
              onMoveDown: index < order.length - 1 ? () => void moveTo(item.id, index + 1) : undefined,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
