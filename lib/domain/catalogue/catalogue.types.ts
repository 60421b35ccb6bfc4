import type { MealPlan } from '../costing/costing.types.ts';

/**
 * The catalogue: trips, testimonials, the gallery and uploaded images (issue 37: split from database/dto.ts).
 * The plain, serialisable shapes that repositories return and pages and the API send. Client-safe: types only.
 */
export interface SafariPackage {
  id: string;
  name: string;
  type: string;
  price: number;
  /** The currency of the trip's prices (issue 40): `price`, the season prices and the single supplement. */
  priceCurrency: string;
  duration: string;
  description: string;
  features: string[];
  accommodation: string;
  groupSize: string;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** The trip page's slug and address, and the card's "from" price (see TripDetails). */
  slug: string;
  path: string;
  fromPrice: number | null;
  /** The duration as shown to travellers: "7 days, 6 nights" from the itinerary when it has one (lib/domain/catalogue/itinerary-days.ts). */
  lengthText: string;
}

/** Meals included at a stop: breakfast, lunch, dinner. */
export type Meal = 'B' | 'L' | 'D';

/** A room a stop can be sold in, as the supplier's rate card names it (issue 40). */
export interface StopRoom {
  room: string;
  mealPlan: MealPlan;
}

/** One stop of a trip's itinerary. Day numbers are computed from the nights of the stops before it. */
export interface TripStop {
  title: string;
  description: string;
  /** 0-30; a stop of 0 nights is passed through on the way (a transfer, a day visit). */
  nights: number;
  placeName: string;
  lat: number;
  lng: number;
  lodge?: string;
  lodgeUrl?: string;
  /** The supplier (issue 30) that this stop's lodge is reserved with. */
  supplierId?: string;
  /** The park its nights pay fees in (a park fees slug, issue 40). */
  parkId?: string;
  /** The rooms the stop can be sold in, each with its meal plan: the cheapest and dearest make the first range. */
  rooms?: StopRoom[];
  meals?: Meal[];
  activities?: string[];
}

/** A price season; `from`/`to` are "MM-DD" and may wrap the new year ("11-01" to "03-31"). */
export interface TripSeason {
  label: string;
  from: string;
  to: string;
  pricePerPerson: number;
}

/**
 * A fixed group departure ("YYYY-MM-DD"). A trip without any is private, on any date. `seatsTaken` is counted
 * (issue 26, decision 135): travellers of live bookings, seats held by sent proposals, and seats staff blocked.
 */
export interface TripDeparture {
  id: string;
  date: string;
  seats: number;
  seatsTaken: number;
  /** Never below 0 (holds may outnumber the seats after staff lowered them). */
  seatsLeft: number;
  /** No seat left, but some only because proposals sent to others hold them: a traveller may join the waitlist. */
  heldForOthers: boolean;
}

/** What staff see of a departure beside the public figures (the trip editor, the manifest). */
export interface StaffDeparture extends TripDeparture {
  /** Set aside by hand, e.g. an agent's allocation. */
  blockedSeats: number;
  /** Travellers of live (not cancelled) bookings. */
  booked: number;
  /** Travellers of sent proposals still valid. */
  held: number;
}

/** What a package is as a trip, beyond SPEC's card fields. */
export interface TripDetails {
  /** Unique, made from the name; a rename moves it to the new name's slug and the old one answers 301. */
  slug: string;
  /** `/packages/<slug>` */
  path: string;
  itinerary: TripStop[];
  included: string[];
  excluded: string[];
  seasons: TripSeason[];
  singleSupplement: number | null;
  departures: TripDeparture[];
  /** The lowest season price, else SPEC's `price`; null when that is 0 ("Price on request"). */
  fromPrice: number | null;
}

/** A whole trip: SPEC's package plus its trip details (`GET /api/packages/:slug`, the trip page, the editor). */
export type Trip = SafariPackage & TripDetails;

/** How an enquiry or a mail names its trip. */
export interface TripRef {
  id: string;
  name: string;
  path: string;
}

export interface TestimonialView {
  id: string;
  name: string;
  country: string;
  rating: number;
  comment: string;
  packageType: string | null;
}
export interface GalleryFolderView {
  id: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface GalleryView {
  id: string;
  folderId: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}

export interface GalleryPhotoView {
  id: string;
  galleryId: string;
  title: string;
  description: string | null;
  imageUrl: string;
  thumbnailUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
}
export interface TestimonialRecord extends TestimonialView {
  isActive: boolean;
  createdAt: string;
}

export interface UploadedImage {
  id: string;
  /** The widest variant, e.g. /images/<hash>-1600.webp; narrower ones share the name with their width. */
  url: string;
  width: number;
  height: number;
}

/** What a folder's card shows on /gallery: only what the cards and tiles show travels to the browser. */
export type FolderCardData = Pick<GalleryFolderView, 'id' | 'name' | 'description' | 'coverImageUrl' | 'createdAt'>;
export type GalleryCardData = Pick<GalleryView, 'id' | 'name' | 'description' | 'coverImageUrl'>;
export type PhotoData = Pick<GalleryPhotoView, 'id' | 'title' | 'description' | 'imageUrl' | 'thumbnailUrl'>;

/** The level of the gallery browser a /gallery URL shows; `missing` when what it named is gone or hidden. */
export type GalleryLevelData =
  | { level: 'photos'; missing: false; folder: FolderCardData; gallery: GalleryCardData; photos: PhotoData[] }
  | { level: 'galleries'; missing: boolean; folder: FolderCardData; galleries: GalleryCardData[] }
  | { level: 'folders'; missing: boolean; folders: FolderCardData[] };
