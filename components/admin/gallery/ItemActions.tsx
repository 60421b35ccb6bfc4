import { galleryContent } from './gallery.content.ts';

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

const BUTTON =
  'rounded-full px-3 py-1.5 text-xs font-semibold ring-1 ring-inset ring-stone-300 text-stone-800 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 aria-disabled:opacity-40';

/** A card's row of edit, hide/show and move buttons; above the card's stretched link, so each is its own target. */
export function ItemActions({ noun, name, isActive, onMoveUp, onMoveDown, onEdit, onToggle }: ItemActionsProps) {
  return (
    <div className="relative z-10 flex flex-wrap items-center gap-2 border-t border-sand-200 px-3 py-2">
      <button type="button" className={BUTTON} onClick={onEdit} aria-label={copy.edit(noun, name)}>
        {copy.editLabel}
      </button>
      <button type="button" className={BUTTON} onClick={onToggle} aria-label={isActive ? copy.hide(noun, name) : copy.show(noun, name)}>
        {isActive ? copy.hideLabel : copy.showLabel}
      </button>
      <span className="ml-auto flex gap-1">
        {/* aria-disabled, not disabled: a button that just moved to the end keeps the keyboard focus. */}
        <button type="button" className={BUTTON} onClick={onMoveUp} aria-disabled={!onMoveUp} aria-label={copy.moveUp(name)}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" className={BUTTON} onClick={onMoveDown} aria-disabled={!onMoveDown} aria-label={copy.moveDown(name)}>
          <span aria-hidden="true">↓</span>
        </button>
      </span>
    </div>
  );
}
