import type { TripDetails } from '#lib/domain/catalogue/catalogue.types.ts';

/**
 * A whole trip the trip-page tests write through the admin API (the seeded packages' own itineraries
 * may change with the content). Coordinates are the real places.
 */
export const crossBorderTrip = {
  name: 'Cross Border Kalahari to the Falls Test Trip',
  type: 'Cross Border Adventure',
  price: 3900,
  duration: '8 days',
  description:
    'From Johannesburg across the Limpopo into Botswana: the salt pans of the Makgadikgadi, the channels of the Okavango Delta, the elephants of Chobe and a last morning at the Victoria Falls.',
  features: ['Four countries in eight days', 'Mokoro trip in the Delta', 'Chobe river cruise', 'Guided tour of the Falls'],
  accommodation: 'Lodges and tented camps',
  groupSize: '2-8 people',
  isActive: true,
  itinerary: [
    { title: 'Arrival in Johannesburg', description: 'We meet you at O. R. Tambo and drive to a quiet guest house nearby.', nights: 1, placeName: 'Johannesburg', lat: -26.13, lng: 28.24, lodge: 'Airport Guest House', meals: ['D'] },
    { title: 'Salt pans of the Makgadikgadi', description: 'Meerkats at dawn and the open pans under the stars.', nights: 2, placeName: 'Makgadikgadi Pans', lat: -20.73, lng: 25.3, lodge: 'Planet Baobab', lodgeUrl: 'https://example.com/planet-baobab', meals: ['B', 'L', 'D'], activities: ['Meerkat walk', 'Quad bikes on the pans'] },
    { title: 'Okavango Delta by mokoro', description: 'Poled through the reeds in a dugout canoe, on foot on the islands.', nights: 2, placeName: 'Okavango Delta', lat: -19.6, lng: 22.9, lodge: 'Delta Tented Camp', meals: ['B', 'L', 'D'], activities: ['Mokoro trip', 'Bush walk'] },
    { title: 'Chobe river', description: 'Elephants at the water on an afternoon boat cruise.', nights: 2, placeName: 'Kasane', lat: -17.8, lng: 25.15, lodge: 'Chobe Riverside Lodge', meals: ['B', 'D'], activities: ['River cruise', 'Game drive'] },
    { title: 'Victoria Falls and home', description: 'A guided walk along the Falls, then your flight home.', nights: 0, placeName: 'Victoria Falls', lat: -17.93, lng: 25.83, meals: ['B'] },
  ],
  included: ['All accommodation', 'Meals as listed', 'Park and border fees', 'A private guide throughout'],
  excluded: ['International flights', 'Visas', 'Travel insurance'],
  seasons: [
    { label: 'Green season', from: '12-01', to: '03-31', pricePerPerson: 3400 },
    { label: 'Shoulder season', from: '04-01', to: '06-30', pricePerPerson: 3900 },
    { label: 'Dry season', from: '07-01', to: '11-30', pricePerPerson: 4600 },
  ],
  singleSupplement: 650,
  departures: [
    { date: '2027-05-10', seats: 8, blockedSeats: 5 },
    { date: '2027-08-02', seats: 8, blockedSeats: 8 },
  ],
} satisfies Partial<Omit<TripDetails, 'departures'>> & Record<string, unknown>;

/** A trip with no price (SPEC's form defaults the price to 0), no itinerary and no departures. */
export const unpricedTrip = {
  name: 'SA Standard Price On Request Test Trip',
  type: 'Local Safari',
  price: 0,
  duration: '3 days',
  description: 'A short trip we price for each group.',
  features: ['Game drives'],
  accommodation: 'Standard Lodges',
  groupSize: '2-6 people',
  isActive: true,
};
