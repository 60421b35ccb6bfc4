import type { Trip } from '#lib/domain/catalogue/catalogue.types.ts';

/**
 * Where trips go, in plain geometry: a place (a destination, an activity) is a circle on the globe and a
 * trip visits it when one of its stops lies inside. Pure and client-safe; the server calls it for the
 * destination pages' trip lists and the Book forms' choice of trips.
 */

/** A point on the globe in decimal degrees (WGS 84, as maps and GPS give them). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A place as a circle: its centre and how far from it still counts as being there. */
export interface GeoArea extends GeoPoint {
  radiusKm: number;
}

/** The mean radius of the Earth (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points (haversine), in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) keeps rounding from pushing asin past its domain for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when the point lies inside the area or on its edge. */
export function isInside(point: GeoPoint, area: GeoArea): boolean {
  return distanceKm(point, area) <= area.radiusKm;
}

/** The trips with at least one stop inside the area, in the order they came. */
export function tripsVisiting<T extends { itinerary: readonly GeoPoint[] }>(trips: readonly T[], area: GeoArea): T[] {
  return trips.filter((trip) => trip.itinerary.some((stop) => isInside(stop, area)));
}

/** What a place's page shows of a trip that visits it (its line in the list) and what its form offers. */
export type PlaceTrip = Pick<Trip, 'id' | 'name' | 'type' | 'path' | 'lengthText' | 'fromPrice'>;

/** The trips visiting the area, reduced to what a place's page sends to the browser. */
export function placeTrips(trips: readonly Trip[], area: GeoArea): PlaceTrip[] {
  return tripsVisiting(trips, area).map(({ id, name, type, path, lengthText, fromPrice }) => ({ id, name, type, path, lengthText, fromPrice }));
}
