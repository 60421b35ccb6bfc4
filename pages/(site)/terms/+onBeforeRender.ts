import type { PageContextServer } from 'vike/types';
import { termsForVisitors } from '#lib/domain/booking/booking-terms.ts';

/**
 * The Terms as stored under Settings. On `pageContext` rather than `data`, which Vike would also send
 * to the browser: this page renders on the server only and needs none of it there.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const terms = await pageContext.services.siteTexts.terms();
  // The deposit, balance and refunds as the booking flow applies them (issue 29).
  const { cancellationSchedule } = await pageContext.services.companySettings.get();
  return { pageContext: { terms: { ...terms, items: termsForVisitors(terms.items, cancellationSchedule) } } };
}
