import { packageTab, type PackageCategory } from '#lib/package-categories.ts';

/** A trip an enquiry can name; `type` (the package's type) lets the form preselect its package choice. */
export interface InquiryTrip {
  id: string;
  name: string;
  type?: string;
}

/**
 * The place a Book button is about (a destination or an activity) and the trips with a stop there.
 * `kind` decides how the prefilled message says it: a destination is visited, an activity booked.
 */
export interface InquiryPlace {
  label: string;
  kind?: 'destination' | 'activity';
  trips: (InquiryTrip & { path: string })[];
}

/** What a form for a trip or a place needs: the trip named, or the place and its trips. */
export interface NamedTrip {
  trip?: InquiryTrip;
  about?: InquiryPlace;
}

// The home form's three interests (SPEC §5) and the contact form's safari types, by the /packages tab a
// trip is listed on: the same words the traveller saw beside the trip.
const INTEREST_BY_TAB: Record<PackageCategory, string> = { luxury: 'elegant', local: 'economical', 'cross-border': 'custom' };
const SAFARI_TYPE_BY_TAB: Record<PackageCategory, string> = { local: 'local-sa', 'cross-border': 'cross-border', luxury: 'luxury' };

/** The home form's Package Interest for a trip; '' (unchosen) when its type is not known. */
export function packageInterestOf(trip: InquiryTrip): string {
  return trip.type === undefined ? '' : INTEREST_BY_TAB[packageTab({ name: trip.name, type: trip.type })];
}

/** The contact form's Safari Type for a trip; '' (unchosen) when its type is not known. */
export function safariTypeOf(trip: InquiryTrip): string {
  return trip.type === undefined ? '' : SAFARI_TYPE_BY_TAB[packageTab({ name: trip.name, type: trip.type })];
}

/** The body a form sends: `packageId` only when a trip is named (the API refuses an empty one). */
export function withPackageId<V extends { packageId: string }>({ packageId, ...rest }: V) {
  return packageId ? { ...rest, packageId } : rest;
}
