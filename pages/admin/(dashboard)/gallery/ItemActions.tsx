import { galleryContent } from './gallery.content.ts';
import { CardButton } from '#components/admin/CardButton.tsx';

const copy = galleryContent.actions;

export interface ItemActionsProps {
  noun: string;
  name: string;
  isActive: boolean;
  /** Absent at the ends of the list. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onEdit: () => void;
  onToggle: () => void;
}

/** A card's row of edit, hide/show and move buttons; above the card's stretched link, so each is its own target. */
export function ItemActions({ noun, name, isActive, onMoveUp, onMoveDown, onEdit, onToggle }: ItemActionsProps) {
  return (
    <div className="relative z-10 flex flex-wrap items-center gap-2 border-t border-sand-200 px-3 py-2">
      <CardButton onClick={onEdit} aria-label={copy.edit(noun, name)}>
        {copy.editLabel}
      </CardButton>
      <CardButton onClick={onToggle} aria-label={isActive ? copy.hide(noun, name) : copy.show(noun, name)}>
        {isActive ? copy.hideLabel : copy.showLabel}
      </CardButton>
      <span className="ml-auto flex gap-1">
        {/* aria-disabled, not disabled: a button that just moved to the end keeps the keyboard focus. */}
        <CardButton onClick={onMoveUp} aria-disabled={!onMoveUp} aria-label={copy.moveUp(name)}>
          <span aria-hidden="true">↑</span>
        </CardButton>
        <CardButton onClick={onMoveDown} aria-disabled={!onMoveDown} aria-label={copy.moveDown(name)}>
          <span aria-hidden="true">↓</span>
        </CardButton>
      </span>
    </div>
  );
}
