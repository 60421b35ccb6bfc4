import type { Config } from 'vike/types';

/**
 * React streams a large Suspense boundary (the contact form's, decision 071) as a separate segment that
 * an inline script reveals, which the public pages' CSP (script-src 'self', decision 051) blocks: every
 * boundary stays in place in the HTML.
 */
export default {
  renderToStreamOptions: { streamOptions: { progressiveChunkSize: Number.MAX_SAFE_INTEGER } },
} satisfies Config['react'];
