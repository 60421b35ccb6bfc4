/**
 * Grid columns for a list of `count` cards that leave no empty column and no lone card on the last row
 * where the count allows it: 1 → one centred card, 2 and 4 → two columns, otherwise three on wide screens.
 * Phones always show one column. (Literal class names, so Tailwind finds them.)
 */
export function balancedGrid(count: number): string {
  if (count <= 1) return 'mx-auto max-w-md';
  if (count === 2 || count === 4) return 'mx-auto max-w-5xl md:grid-cols-2';
  return 'md:grid-cols-2 lg:grid-cols-3';
}
