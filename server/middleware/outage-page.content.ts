import { BRAND_NAME } from '#lib/brand.ts';

/** The words of the page a visitor sees while the database is unreachable (`outage-page.ts` lays them out). */
export const outagePageContent = {
  title: `Back in a moment — ${BRAND_NAME}`,
  heading: 'We’ll be right back',
  body: 'This page needs information we cannot reach just now. Please try again in a minute; the page also reloads by itself.',
  retry: 'Try again',
} as const;
