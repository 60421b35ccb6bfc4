import type { PageContextServer } from 'vike/types';

/**
 * The FAQ as stored under Settings. On `pageContext` rather than `data`, which Vike would also send
 * to the browser: this page renders on the server only and needs none of it there.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const { items } = await pageContext.services.siteTexts.faq();
  return { pageContext: { faq: items } };
}
