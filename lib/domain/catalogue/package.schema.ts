import * as v from 'valibot';
import { tripFields } from './trip.schema.ts';
import { isStorableText, optionalBoolean, optionalUrl, price, required, requiredText, TEXT_CHARACTERS_MESSAGE } from '../fields.ts';

/**
 * Package types: the admin form's three (SPEC §3), and the two the home page features
 * (elegant shows as Premium, economical as Value), so staff can choose what the home page shows.
 */
export const PACKAGE_TYPES = [
  { value: 'Local Safari', label: 'Local Safari' },
  { value: 'Cross Border Adventure', label: 'Cross Border Adventure' },
  { value: 'Luxury Experience', label: 'Luxury Experience' },
  { value: 'elegant', label: 'Elegant Safari (home page, Premium)' },
  { value: 'economical', label: 'Economical Safari (home page, Value)' },
] as const;

const MAX_FEATURES = 30;

export const packageSchema = v.object({
  name: requiredText('Package name is required', 200),
  type: required(
    v.picklist(PACKAGE_TYPES.map((t) => t.value) as [(typeof PACKAGE_TYPES)[number]['value']], 'Package type is required'),
  ),
  // SPEC §5: price is read as a number and defaults to 0.
  price: price(),
  duration: requiredText('Duration is required', 100),
  description: requiredText('Description is required', 5000),
  // SPEC §4: blank feature lines are dropped before saving.
  features: v.pipe(
    v.optional(v.array(v.string('At least one feature is required'), 'At least one feature is required'), []),
    v.transform((lines) => lines.map((line) => line.trim()).filter(Boolean)),
    v.minLength(1, 'At least one feature is required'),
    v.maxLength(MAX_FEATURES, `At most ${MAX_FEATURES} features`),
    v.check((lines) => lines.every((line) => line.length <= 300), 'Each feature must be at most 300 characters'),
    v.check((lines) => lines.every(isStorableText), TEXT_CHARACTERS_MESSAGE),
  ),
  accommodation: requiredText('Accommodation is required', 200),
  groupSize: requiredText('Group size is required', 100),
  imageUrl: optionalUrl(),
  isActive: optionalBoolean(true),
  // The trip's details (issue 17); optional so SPEC's form and API work as they did.
  ...tripFields,
});

export type PackageInput = v.InferOutput<typeof packageSchema>;

/** Splits the form's one-feature-per-line textarea (SPEC §5). */
export function featuresFromText(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
}

/** Why a trip cannot be deleted (issue 29): what names it, and what to do instead. */
export const packageInUseMessage = ({ proposals, bookings }: { proposals: number; bookings: number }) => {
  const parts = [proposals ? `${proposals} ${proposals === 1 ? 'proposal' : 'proposals'}` : '', bookings ? `${bookings} ${bookings === 1 ? 'booking' : 'bookings'}` : ''].filter(Boolean);
  return `This package cannot be deleted: ${parts.join(' and ')} ${proposals + bookings === 1 ? 'names' : 'name'} it. Hide it instead (untick "Package is active").`;
};
