import type { PageContext } from 'vike/types';
import { notFoundContent, serverErrorContent } from './error.content.ts';

export function title(pageContext: PageContext) {
  return pageContext.is404 === false ? serverErrorContent.heading : notFoundContent.heading;
}
