import { links } from '../../links/token-links.ts';

/** The review link `/reviews/<token>` (issue 31): a key of its own, so no proposal token opens it (decision 156). */
export const reviewLinks = links('review');
