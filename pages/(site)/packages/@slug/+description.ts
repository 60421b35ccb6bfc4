import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

const MAX = 160;

/** The trip's own summary, cut at a word to what search results show. */
export function description(pageContext: PageContext<Data>) {
  const text = pageContext.data.trip.description.replace(/\s+/g, ' ').trim();
  if (text.length <= MAX) return text;
  const cut = text.slice(0, MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[,;:.]$/, '')}…`;
}
