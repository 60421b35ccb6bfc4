import type { ButtonHTMLAttributes } from 'react';
import { uiContent } from './ui.content.ts';

const DIALOG = 'absolute right-4 top-4 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-ochre-600';

type CloseButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'> & { label?: string; iconClassName?: string };

/**
 * The ✕ that closes a dialog or panel; by default placed in a dialog's top-right corner. It closes through
 * `onClick`, or with no code at all through `popoverTarget` (the site menu, decision 161).
 */
export function CloseButton({ label = uiContent.closeDialog, className = DIALOG, iconClassName = 'h-5 w-5', ...button }: CloseButtonProps) {
  return (
    <button type="button" {...button} aria-label={label} className={className}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClassName} fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </button>
  );
}
