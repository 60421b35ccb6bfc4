import { describe, expect, it } from 'vitest';
import { accommodationTypes, closingSection, premiumAmenities } from '#pages/(site)/accommodations/accommodations.content.ts';
import { cheetahWalk } from '#pages/(site)/cheetah-walk/cheetah-walk.content.ts';
import { jessicaHippo } from '#pages/(site)/jessica-hippo/jessica-hippo.content.ts';
import { panoramaRoute } from '#pages/(site)/panorama-route/panorama-route.content.ts';
import { quadBiking } from '#pages/(site)/quad-biking/quad-biking.content.ts';
import { activityPackingByCountry, packingCategories } from '#lib/content/packing.content.ts';
import { travelActivities } from '#pages/(site)/travel-info/travel-activities.content.ts';
import { airports, travelSeasons } from '#pages/(site)/travel-info/travel-seasons.content.ts';
import { victoriaFalls } from '#pages/(site)/victoria-falls/victoria-falls.content.ts';
import type { Pricing } from '#components/site/activity/activity.types.ts';

const prices = (pricing: Pricing) => pricing.options.map((option) => option.amount);
const fact = (pricing: Pricing, label: string) => pricing.facts.find((f) => f.label === label)?.value;

describe('travel information (SPEC §2 /travel-info)', () => {
  it('has the four seasons with SPEC’s months', () => {
    expect(travelSeasons.map((s) => [s.name, s.months])).toEqual([
      ['Summer', 'Dec-Feb'],
      ['Autumn', 'Mar-May'],
      ['Winter', 'Jun-Aug'],
      ['Spring', 'Sep-Nov'],
    ]);
  });

  it('lists JNB, CPT and DUR, each with a transfer time', () => {
    expect(airports.map((a) => [a.code, a.city])).toEqual([
      ['JNB', 'Johannesburg'],
      ['CPT', 'Cape Town'],
      ['DUR', 'Durban'],
    ]);
    for (const airport of airports) expect(airport.transferTime.trim()).not.toBe('');
  });

  it('has 13 activities, exactly 5 of them featured, with unique ids', () => {
    expect(travelActivities).toHaveLength(13);
    expect(travelActivities.filter((a) => a.featured)).toHaveLength(5);
    expect(new Set(travelActivities.map((a) => a.id)).size).toBe(13);
  });

  it('links activities only to our own activity pages', () => {
    const targets = travelActivities.flatMap((a) => (a.href ? [a.href] : []));
    expect(targets.sort()).toEqual(['/cheetah-walk', '/jessica-hippo', '/panorama-route', '/quad-biking', '/victoria-falls']);
  });

  it('packs for travel documents, gadgets, clothing, first aid and activities by country', () => {
    expect(packingCategories.map((c) => c.title)).toEqual(['Travel Documents', 'Gadgets', 'Clothing', 'First Aid']);
    expect(activityPackingByCountry.length).toBeGreaterThan(0);
    for (const group of [...packingCategories, ...activityPackingByCountry]) expect(group.items.length).toBeGreaterThan(0);
  });
});

describe('accommodations (SPEC §2, §3, §9)', () => {
  it('has the three types with SPEC’s ids and nightly price ranges', () => {
    expect(accommodationTypes.map((t) => [t.id, t.priceRange])).toEqual([
      ['luxury-lodges', '$400-800'],
      ['safari-tents', '$200-400'],
      ['standard-lodges', '$150-250'],
    ]);
  });

  it('gives each type eight features and two or three images', () => {
    for (const type of accommodationTypes) {
      expect(type.features, type.id).toHaveLength(8);
      expect(type.images.length, type.id).toBeGreaterThanOrEqual(2);
      expect(type.images.length, type.id).toBeLessThanOrEqual(3);
      for (const image of type.images) expect(image.alt.trim(), type.id).not.toBe('');
    }
  });

  it('has premium amenities with icon, title, description and image, and the closing claims', () => {
    expect(premiumAmenities.items.length).toBeGreaterThan(0);
    for (const amenity of premiumAmenities.items) expect(amenity.image.id).not.toBe('');
    expect(closingSection.figures.map((f) => `${f.value} ${f.label.toLowerCase()}`)).toEqual(['15+ lodge locations', '100% guest satisfaction']);
  });
});

describe('activity pages (SPEC §2, §9)', () => {
  it('cheetah walk: $350 per person, 2-3 hours, max 6 people, daily; four safety features; its figures', () => {
    expect(prices(cheetahWalk.pricing)).toEqual([350]);
    expect(cheetahWalk.pricing.options[0]?.label).toBe('per person');
    expect(fact(cheetahWalk.pricing, 'Duration')).toBe('2-3 hours');
    expect(fact(cheetahWalk.pricing, 'Group size')).toBe('Max 6 people');
    expect(fact(cheetahWalk.pricing, 'Availability')).toBe('Daily');
    expect(cheetahWalk.safety.features).toHaveLength(4);
    expect(cheetahWalk.hero.figures.map((f) => f.value)).toEqual(['95%', '20+']);
    expect(cheetahWalk.booking.target).toBe('contact-page');
  });

  it('hippo visit: $150 per person, 1-2 hours, daily; 1000+ visitors and 30+ years', () => {
    expect(prices(jessicaHippo.pricing)).toEqual([150]);
    expect(fact(jessicaHippo.pricing, 'Duration')).toBe('1-2 hours');
    expect(fact(jessicaHippo.pricing, 'Availability')).toBe('Daily');
    expect(jessicaHippo.hero.figures.map((f) => `${f.value} ${f.label.toLowerCase()}`)).toEqual(['1000+ happy visitors', '30+ years with the hippo']);
    expect(jessicaHippo.safety.features.length).toBeGreaterThan(0);
    expect(jessicaHippo.booking.target).toBe('contact-page');
  });

  it('Panorama Route: $180 per person, 8-10 hours, daily; three viewpoints and four route features', () => {
    expect(prices(panoramaRoute.pricing)).toEqual([180]);
    expect(fact(panoramaRoute.pricing, 'Duration')).toBe('8-10 hours');
    expect(fact(panoramaRoute.pricing, 'Availability')).toBe('Daily');
    expect(panoramaRoute.viewpoints.items).toHaveLength(3);
    expect(panoramaRoute.routeFeatures.features).toHaveLength(4);
    expect(panoramaRoute.canyon.facts.length).toBeGreaterThan(0);
    expect(panoramaRoute.booking.target).toBe('contact-page');
  });

  it('quad biking: $120 for 2 hours, $180 for 4 hours, tours 2-4 hours; three adventure types', () => {
    expect(quadBiking.pricing.options).toEqual([
      { amount: 120, label: 'per person for 2 hours' },
      { amount: 180, label: 'per person for 4 hours' },
    ]);
    expect(fact(quadBiking.pricing, 'Tours')).toBe('2-4 hours');
    expect(quadBiking.adventures.items).toHaveLength(3);
    expect(quadBiking.pricing.inclusions?.length).toBeGreaterThan(0);
    expect(quadBiking.booking.target).toBe('contact-section');
  });

  it('Victoria Falls: $280 day trip, $450 with helicopter, daily; SPEC’s water seasons', () => {
    expect(prices(victoriaFalls.pricing)).toEqual([280, 450]);
    expect(victoriaFalls.pricing.options[1]?.label).toMatch(/helicopter/);
    expect(fact(victoriaFalls.pricing, 'Availability')).toBe('Daily');
    expect(victoriaFalls.bestTimes.seasons.map((s) => [s.name, s.months])).toEqual([
      ['High water', 'February to July'],
      ['Low water', 'August to January'],
    ]);
    expect(victoriaFalls.pricing.inclusions?.length).toBeGreaterThan(0);
    expect(victoriaFalls.booking.target).toBe('contact-section');
  });
});
