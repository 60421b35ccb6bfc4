import type { PageContextServer } from 'vike/types';
import { useConfig } from 'vike-react/useConfig';
import { GERMAN_HEADS } from '#lib/i18n/page-heads.ts';

/**
 * A German page's title and description: each page's +config.ts holds its English ones as plain strings, so the
 * German ones are set over them here, once, before the head is written (issue 42).
 */
export function onBeforeRenderHtml(pageContext: PageContextServer) {
  if (pageContext.locale !== 'de') return;
  const head = GERMAN_HEADS[pageContext.urlPathname];
  if (head) useConfig()(head);
}
