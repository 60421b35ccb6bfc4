import { packageTab, type PackageCategory } from '#lib/package-categories.ts';

/** A trip an enquiry can name; `type` (the package's type) lets the contact form preselect its safari type. */
export interface InquiryTrip {
  id: string;
  name: string;
  type?: string;
  /** The trip's upcoming fixed departures (issue 29): offered on its page's form, full ones disabled. */
  departures?: { id: string; date: string; seatsLeft: number; heldForOthers?: boolean }[];
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

// The contact form's safari types, by the /packages tab a trip is listed on: the same words the traveller saw beside it.
const SAFARI_TYPE_BY_TAB: Record<PackageCategory, string> = { local: 'local-sa', 'cross-border': 'cross-border', luxury: 'luxury' };

/** The contact form's Safari Type for a trip; '' (unchosen) when its type is not known. */
export function safariTypeOf(trip: InquiryTrip): string {
  return trip.type === undefined ? '' : SAFARI_TYPE_BY_TAB[packageTab({ name: trip.name, type: trip.type })];
}

/**
 * The body a form sends: `packageId` only when a trip is named (the API refuses an empty one), and the
 * departure and package interest only when chosen (a trip's page asks for no interest: issue 29).
 */
export function withPackageId<V extends { packageId: string; departureId?: string; packageType?: string }>({ packageId, departureId, packageType, ...rest }: V) {
  return { ...rest, ...(packageId ? { packageId } : {}), ...(packageId && departureId ? { departureId } : {}), ...(packageType ? { packageType } : {}) };
}
