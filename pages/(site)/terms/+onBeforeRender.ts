import type { PageContextServer } from 'vike/types';

/**
 * The Terms as stored under Settings. On `pageContext` rather than `data`, which Vike would also send
 * to the browser: this page renders on the server only and needs none of it there.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { terms: await pageContext.services.siteTexts.terms() } };
}
