import type { ButtonHTMLAttributes } from 'react';

const BASE =
  'rounded-full px-3 py-1.5 text-xs font-semibold ring-1 ring-inset ring-stone-300 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ochre-600 aria-disabled:opacity-40 disabled:opacity-60';

interface CardButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Red text for an action that takes something away (deactivate). */
  tone?: 'default' | 'danger';
}

/** The small outlined button in a card's or row's actions (edit, hide, move, deactivate): quieter than `Button`. */
export function CardButton({ tone = 'default', className = '', type = 'button', ...props }: CardButtonProps) {
  // One text colour per tone: two text-* utilities on one element would be settled by stylesheet order, not intent.
  const text = tone === 'danger' ? 'text-red-700' : 'text-stone-800';
  return <button type={type} className={`${BASE} ${text} ${className}`} {...props} />;
}
