import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { TripSeason, TripStop } from '#lib/domain/catalogue/catalogue.types.ts';

export const Package = defineEntity({
  name: 'Package',
  tableName: 'packages',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(200),
    // Made from the name (lib/domain/catalogue/trip.ts); renaming moves it and keeps the old one in package_slugs (decision 075).
    slug: p.string().length(100).unique(),
    type: p.string().length(60),
    // numeric keeps cents exact; read back as a JS number for the API.
    price: p.decimal('number').precision(12).scale(2).default(0),
    // The currency of `price`, the season prices and the single supplement (issue 40); trips before it were in USD.
    priceCurrency: p.string().length(3).default('USD'),
    duration: p.string().length(100),
    description: p.text(),
    features: p.json<string[]>(),
    accommodation: p.string().length(200),
    groupSize: p.string().length(100),
    imageUrl: p.string().length(2000).nullable(),
    isActive: p.boolean().default(true),
    // The trip (issue 17): read and written whole, never queried inside, so jsonb documents rather than tables.
    // Departures are rows of their own since issue 26 (departure.entity.ts): bookings take their seats.
    itinerary: p.json<TripStop[]>().defaultRaw(`'[]'`),
    included: p.json<string[]>().defaultRaw(`'[]'`),
    excluded: p.json<string[]>().defaultRaw(`'[]'`),
    seasons: p.json<TripSeason[]>().defaultRaw(`'[]'`),
    singleSupplement: p.decimal('number').precision(12).scale(2).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** A slug a trip answered to before it was renamed: `/packages/<old>` redirects (301) to the current one. */
export const PackageSlug = defineEntity({
  name: 'PackageSlug',
  tableName: 'package_slugs',
  properties: {
    slug: p.string().length(100).primary(),
    package: () => p.manyToOne(Package).fieldName('package_id').deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
