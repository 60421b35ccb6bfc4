import { reviewMarks, TRANSLATION_DAYS_MESSAGE, type TripTranslation, type TripTranslationInput } from '#lib/domain/catalogue/trip-translation.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import type { Services } from '../services.ts';

export type SaveTranslationOutcome = { saved: TripTranslation } | { notFound: true } | { field: 'itinerary'; message: string };

/**
 * Saves a trip's German texts whole (issue 42, decision 204). The trip's row is locked while its days are counted,
 * so a translation is never stored against a day count that a trip save is changing at the same moment.
 */
export function saveTripTranslation(services: Services, packageId: string, locale: Locale, input: TripTranslationInput): Promise<SaveTranslationOutcome> {
  return services.transaction(async (tx) => {
    const days = await tx.packageTranslations.lockTripDays(packageId);
    if (days === null) return { notFound: true };
    if (input.itinerary.length !== days) return { field: 'itinerary', message: TRANSLATION_DAYS_MESSAGE(days) };
    const { reviewed: _marks, ...texts } = input;
    return { saved: await tx.packageTranslations.save(packageId, locale, { ...texts, reviewed: reviewMarks(input) }) };
  });
}
