import { indicativeForEnquiry, type IndicativeEnquiry } from '#lib/domain/costing/indicative-enquiry.ts';
import type { PlainDate } from '#lib/domain/dates.ts';
import type { Services } from '../../services.ts';

/**
 * The range a traveller's acknowledgement carries (issue 40): only a whole figure, and only while Settings allow it;
 * null sends the acknowledgement as it read before.
 */
export async function acknowledgementRange(services: Services, enquiry: IndicativeEnquiry, today: PlainDate) {
  // Most enquiries name no trip: their acknowledgement costs no read at all.
  if (!enquiry.package) return null;
  const { enabled, indicative } = await indicativeForEnquiry(services, enquiry, today);
  if (!enabled || !indicative.ok || indicative.lowMinor === null || indicative.highMinor === null) return null;
  return { currency: indicative.currency, lowMinor: indicative.lowMinor, highMinor: indicative.highMinor, excluded: indicative.excluded };
}

export type AcknowledgementRange = NonNullable<Awaited<ReturnType<typeof acknowledgementRange>>>;
