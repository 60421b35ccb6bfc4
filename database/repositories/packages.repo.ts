import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { typedSql } from '../typed-sql.ts';
import type { InferEntity } from '@mikro-orm/core';
import { tripDurationLine } from '#lib/domain/catalogue/itinerary-days.ts';
import { fromPrice, slugify, tripPath, uniqueSlug } from '#lib/domain/catalogue/trip.ts';
import { Departure, Package, PackageSlug } from '../entities/index.ts';
import type { SafariPackage, StaffDeparture, Trip, TripDeparture, TripRef } from '#lib/domain/catalogue/catalogue.types.ts';
import type { PackageInput } from '#lib/domain/catalogue/package.schema.ts';
import { siteToday } from '../site-time-zone.ts';
import { countSeats, toPublicDeparture } from './departure-seats.ts';
import { saveDepartures } from './departures.repo.ts';
import { departureManifest } from './departure-manifest.ts';
import type { DepartureManifest } from '#lib/domain/sale/proposal.types.ts';

type PackageEntity = InferEntity<typeof Package>;

/** What a slug in a URL can be at all; anything else is not looked up. */
const SLUG_SHAPE = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const COPY_SUFFIX = ' (copy)';

function toView(p: PackageEntity): SafariPackage {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    price: Number(p.price),
    priceCurrency: p.priceCurrency ?? 'USD',
    duration: p.duration,
    description: p.description,
    features: [...p.features],
    accommodation: p.accommodation,
    groupSize: p.groupSize,
    imageUrl: p.imageUrl ?? null,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    slug: p.slug,
    path: tripPath(p.slug),
    fromPrice: fromPrice(Number(p.price), p.seasons ?? []),
    lengthText: tripDurationLine(p.itinerary ?? [], p.duration),
  };
}

function toTrip(p: PackageEntity, departures: TripDeparture[]): Trip {
  return {
    ...toView(p),
    itinerary: structuredClone(p.itinerary ?? []),
    included: [...(p.included ?? [])],
    excluded: [...(p.excluded ?? [])],
    seasons: structuredClone(p.seasons ?? []),
    singleSupplement: p.singleSupplement == null ? null : Number(p.singleSupplement),
    departures,
  };
}

/** The columns an input writes; a trip field the input leaves out stays as it is. */
function columns(input: PackageInput) {
  const { itinerary, included, excluded, seasons, singleSupplement, priceCurrency, departures: _rows, imageUrl, ...card } = input;
  const trip = { itinerary, included, excluded, seasons, singleSupplement, priceCurrency };
  const given = Object.fromEntries(Object.entries(trip).filter(([, value]) => value !== undefined));
  return { ...card, imageUrl: imageUrl ?? null, ...given };
}

/**
 * Safari packages and their trips. Writes are staged on the request's unit of work; the caller commits
 * them. Slugs (decision 075): made from the name, unique among every trip's current and old slugs;
 * a rename moves the trip to its new name's slug and keeps the old one redirecting.
 */
export class PackagesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Visitors see active packages only; staff see all of them. */
  async list(options: { includeInactive?: boolean } = {}): Promise<SafariPackage[]> {
    const where = options.includeInactive ? {} : { isActive: true };
    const rows = await this.em.find(Package, where, { orderBy: { price: 'asc', name: 'asc' } });
    return rows.map(toView);
  }

  /**
   * Every trip's current slug, hidden trips' too, in order (the CDN purge names every page a CDN may hold: one
   * hidden since it was cached is still there).
   */
  async allSlugs(): Promise<string[]> {
    const rows = await typedSql(this.em).selectFrom('packages').select('slug').orderBy('slug').execute();
    return rows.map((row) => row.slug);
  }

  /** Every active trip, whole (pages that need the stops, e.g. a destination's trips). */
  async listTrips(): Promise<Trip[]> {
    const rows = await this.em.find(Package, { isActive: true }, { orderBy: { price: 'asc', name: 'asc' } });
    const seats = await countSeats(this.em, { activeTrips: true }, siteToday());
    return rows.map((row) => toTrip(row, (seats.get(row.id) ?? []).map(toPublicDeparture)));
  }

  /** The trips' departures from `today` on, with their seats left, by trip id (the /packages cards; staff's proposal editor, hidden trips too). */
  async upcomingDepartures(today: string, options: { includeInactive?: boolean } = {}): Promise<Record<string, TripDeparture[]>> {
    const seats = await countSeats(this.em, { activeTrips: !options.includeInactive }, today);
    return Object.fromEntries([...seats].map(([id, list]) => [id, list.filter((d) => d.date >= today).map(toPublicDeparture)]));
  }

  /** An active trip by its slug; an old slug (or one in capitals) tells where it moved; null when unknown or inactive. */
  async findTrip(slug: string): Promise<{ trip: Trip } | { movedTo: string } | null> {
    if (!SLUG_SHAPE.test(slug)) return null;
    const current = await this.em.findOne(Package, { slug: slug.toLowerCase(), isActive: true });
    if (current && current.slug !== slug) return { movedTo: current.slug };
    if (current) return { trip: toTrip(current, (await this.departuresOf(current.id)).map(toPublicDeparture)) };
    const old = await this.em.findOne(PackageSlug, { slug: slug.toLowerCase(), package: { isActive: true } }, { populate: ['package'] });
    return old ? { movedTo: old.package.slug } : null;
  }

  /** Staff: a trip whatever its state. */
  async getTrip(id: string): Promise<(Trip & { departures: StaffDeparture[] }) | null> {
    const entity = await this.em.findOne(Package, { id });
    return entity ? { ...toTrip(entity, []), departures: await this.departuresOf(entity.id) } : null;
  }

  /** A departure's manifest for staff: bookings, travellers, holds, what each has paid (issue 26). */
  manifest(departureId: string, today: string): Promise<DepartureManifest | null> {
    return departureManifest(this.em, departureId, today);
  }

  /** A trip's departures with their seats counted now (holds ending at their `validUntil`). */
  async departuresOf(packageId: string): Promise<StaffDeparture[]> {
    return (await countSeats(this.em, { packageId }, siteToday())).get(packageId) ?? [];
  }

  /** How an enquiry names an active trip; null for an unknown or inactive one. */
  async activeRef(id: string): Promise<TripRef | null> {
    const entity = await this.em.findOne(Package, { id, isActive: true }, { fields: ['id', 'name', 'slug'] });
    return entity ? { id: entity.id, name: entity.name, path: tripPath(entity.slug) } : null;
  }

  async create(input: PackageInput): Promise<Trip> {
    const now = new Date();
    const slug = await this.freeSlug(slugify(input.name));
    // Id and times are set here, not at flush, so the staged package can be returned before the commit.
    const entity = this.em.create(Package, {
      itinerary: [], included: [], excluded: [], seasons: [], singleSupplement: null,
      ...columns(input), slug, id: randomUUID(), createdAt: now, updatedAt: now,
    });
    // A new trip has no bookings or holds yet: its seats taken are the ones blocked.
    const departures = (input.departures ?? []).map(({ date, seats, blockedSeats }) => {
      const row = this.em.create(Departure, { id: randomUUID(), package: entity, date, seats, blockedSeats, createdAt: now, updatedAt: now });
      return { id: row.id, date, seats, seatsTaken: blockedSeats, seatsLeft: seats - blockedSeats, heldForOthers: false, blockedSeats, booked: 0, held: 0 };
    });
    return toTrip(entity, departures);
  }

  /**
   * Returns null when no package has that id. Departures are written by id (departures.repo.ts): run it in a
   * transaction, as it locks them; a departure with bookings refused a change throws DepartureConflict.
   */
  async update(id: string, input: PackageInput): Promise<string | null> {
    const entity = await this.em.findOne(Package, { id });
    if (!entity) return null;
    if (input.name !== entity.name) await this.moveSlug(entity, slugify(input.name));
    this.em.assign(entity, { ...columns(input), updatedAt: new Date() });
    if (input.departures) await saveDepartures(this.em, entity, input.departures, siteToday());
    return entity.id;
  }

  /**
   * Staged: deletes a trip no proposal or booking names (issue 29); its departures and old slugs go with it,
   * enquiries about it keep their words. Otherwise what names it, so staff are told why (and can hide it).
   */
  async remove(id: string): Promise<'deleted' | 'not-found' | { proposals: number; bookings: number }> {
    const entity = await this.em.findOne(Package, { id });
    if (!entity) return 'not-found';
    const [row] = await this.em.execute<{ proposals: string; bookings: string }[]>(
      `select (select count(*) from proposals where package_id = ?) as proposals,
              (select count(*) from bookings b join proposals p on p.id = b.proposal_id where p.package_id = ?) as bookings`,
      [id, id],
    );
    const proposals = Number(row?.proposals ?? 0);
    const bookings = Number(row?.bookings ?? 0);
    if (proposals > 0 || bookings > 0) return { proposals, bookings };
    this.em.remove(entity);
    return 'deleted';
  }

  /** A hidden copy to edit into a new trip: "<name> (copy)", its own slug, no old slugs. */
  async duplicate(id: string): Promise<Trip | null> {
    const source = await this.em.findOne(Package, { id });
    if (!source) return null;
    const trip = { ...toTrip(source, []), departures: await this.departuresOf(id) };
    return this.create({
      name: `${source.name.slice(0, 200 - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      type: trip.type as PackageInput['type'],
      price: trip.price,
      duration: trip.duration,
      description: trip.description,
      features: trip.features,
      accommodation: trip.accommodation,
      groupSize: trip.groupSize,
      imageUrl: trip.imageUrl ?? undefined,
      isActive: false,
      itinerary: trip.itinerary,
      included: trip.included,
      excluded: trip.excluded,
      seasons: trip.seasons,
      singleSupplement: trip.singleSupplement,
      // The copy's own rows: its bookings and holds are its own; only the seats blocked by hand come along.
      departures: trip.departures.map(({ date, seats, blockedSeats }) => ({ date, seats, blockedSeats })),
    });
  }

  /**
   * The trip takes its new name's slug; the old one stays with it as a redirect. A slug the trip had
   * before comes back to it (and stops redirecting); one another trip holds or held is never taken.
   */
  private async moveSlug(entity: PackageEntity, base: string): Promise<void> {
    const next = await this.freeSlug(base, entity.id);
    if (next === entity.slug) return;
    const own = await this.em.findOne(PackageSlug, { slug: next });
    if (own) this.em.remove(own);
    this.em.create(PackageSlug, { slug: entity.slug, package: entity, createdAt: new Date() });
    entity.slug = next;
  }

  /** `base`, or `base-2`, `base-3`…: the first no other trip uses now or used before. */
  private async freeSlug(base: string, ownerId?: string): Promise<string> {
    const like = { $like: `${base}%` };
    const [current, old] = await Promise.all([
      this.em.find(Package, { slug: like }, { fields: ['id', 'slug'] }),
      this.em.find(PackageSlug, { slug: like }, { fields: ['slug', 'package'] }),
    ]);
    const taken = new Set([
      ...current.filter((p) => p.id !== ownerId).map((p) => p.slug),
      ...old.filter((s) => s.package.id !== ownerId).map((s) => s.slug),
    ]);
    return uniqueSlug(base, (slug) => taken.has(slug));
  }
}
