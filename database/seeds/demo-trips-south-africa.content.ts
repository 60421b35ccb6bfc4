import type { TripDetails } from '#lib/domain/catalogue/catalogue.types.ts';
import type { TripDepartureInput } from '#lib/domain/catalogue/trip.schema.ts';

/** A seeded trip's details: everything of TripDetails that is written, not computed (departures as the editor sends them). */
export type DemoTrip = Pick<TripDetails, 'itinerary' | 'included' | 'excluded' | 'seasons' | 'singleSupplement'> & { departures: TripDepartureInput[] };

const KRUGER_URL = 'https://www.sanparks.org/parks/kruger';

/**
 * The South African trips of the demo packages, keyed by package name. Coordinates are decimal
 * degrees of the camp, town or viewpoint; the lowest season price is the package's SPEC price.
 */
export const southAfricaTrips: Record<string, DemoTrip> = {
  'Elegant Safari Experience': {
    itinerary: [
      { title: 'Fly into the Lowveld', description: 'A short flight from Johannesburg lands you at Hoedspruit, where your guide meets you beside the runway for the drive into the reserve.', nights: 0, placeName: 'Hoedspruit Eastgate Airport', lat: -24.3686, lng: 31.0487, meals: ['L'] },
      { title: 'Timbavati: lions on open woodland', description: 'Three nights on the unfenced western edge of the Greater Kruger, known for its white lions. Drives at dawn and dusk, a walk with an armed ranger in between.', nights: 3, placeName: 'Timbavati Private Nature Reserve', lat: -24.3667, lng: 31.3167, lodge: 'Kings Camp', meals: ['B', 'L', 'D'], activities: ['Private game drives', 'Bush walk with an armed ranger', 'Sundowners in the bush'] },
      { title: 'Sabi Sand: leopard country', description: 'A road transfer south to the reserve famous for relaxed leopards. Your own vehicle and tracker, with time for a long lunch and a swim at midday.', nights: 3, placeName: 'Sabi Sand Game Reserve', lat: -24.8167, lng: 31.4833, lodge: 'Lion Sands River Lodge', meals: ['B', 'L', 'D'], activities: ['Off-road tracking', 'Sabie River picnic', 'Star-gazing'] },
      { title: 'Homeward, or onward', description: 'A last morning drive, then the transfer to Kruger Mpumalanga International for your flight home, or to extend the trip to Cape Town or the Falls.', nights: 0, placeName: 'Kruger Mpumalanga International Airport', lat: -25.3832, lng: 31.1056, meals: ['B'] },
    ],
    included: ['Private guide and vehicle throughout', 'Six nights in luxury lodges', 'All meals, local wines and soft drinks', 'Two game activities a day', 'Conservation and park fees', 'Airport and road transfers in South Africa'],
    excluded: ['International and domestic flights', 'Travel insurance', 'Premium imported drinks', 'Gratuities for guides and lodge staff'],
    seasons: [
      { label: 'Green season', from: '11-01', to: '03-31', pricePerPerson: 4850 },
      { label: 'Early dry season', from: '04-01', to: '06-30', pricePerPerson: 5400 },
      { label: 'Peak dry season', from: '07-01', to: '10-31', pricePerPerson: 5950 },
    ],
    singleSupplement: 1200,
    departures: [],
  },

  'Economical Safari Adventure': {
    itinerary: [
      { title: 'Over the escarpment', description: 'Collected in Johannesburg in the morning, we drive east through Dullstroom and down the escarpment to the edge of the Kruger.', nights: 1, placeName: 'Hazyview', lat: -25.0445, lng: 31.1274, lodge: 'Guesthouse in Hazyview', meals: ['D'] },
      { title: 'Southern Kruger', description: 'In through Phabeni Gate to the busiest game-viewing country of the park: rhino, buffalo and the Sabie River’s elephants.', nights: 2, placeName: 'Skukuza Rest Camp', lat: -24.9964, lng: 31.5921, lodge: 'Skukuza Rest Camp', lodgeUrl: KRUGER_URL, meals: ['B', 'D'], activities: ['Shared game drives', 'Sunset drive'] },
      { title: 'The central plains', description: 'North to the grasslands around Satara, where big herds draw lions, cheetahs and hyenas.', nights: 2, placeName: 'Satara Rest Camp', lat: -24.3929, lng: 31.7786, lodge: 'Satara Rest Camp', lodgeUrl: KRUGER_URL, meals: ['B', 'D'], activities: ['Morning game drive', 'Night drive'] },
      { title: 'Hoedspruit and a cheetah walk', description: 'Out through Orpen Gate to Hoedspruit for a walk beside habituated cheetahs and a last evening by the fire.', nights: 1, placeName: 'Hoedspruit', lat: -24.3525, lng: 30.9579, lodge: 'Safari camp near Hoedspruit', meals: ['B', 'D'], activities: ['Cheetah walk'] },
      { title: 'Back to Johannesburg', description: 'The drive back over the escarpment by way of the Panorama Route’s viewpoints, arriving in the late afternoon.', nights: 0, placeName: 'O.R. Tambo International Airport', lat: -26.1337, lng: 28.242, meals: ['B'] },
    ],
    included: ['Six nights in safari camps and rest camps', 'Breakfast and dinner daily', 'Shared game drives with an expert guide', 'Kruger National Park entry fees', 'Return road transfers from Johannesburg'],
    excluded: ['Flights', 'Lunches and drinks', 'Travel insurance', 'Gratuities'],
    seasons: [
      { label: 'Green season', from: '11-01', to: '03-31', pricePerPerson: 2450 },
      { label: 'Dry season', from: '04-01', to: '10-31', pricePerPerson: 2750 },
    ],
    singleSupplement: 380,
    departures: [
      { date: '2027-05-15', seats: 8, blockedSeats: 5 },
      { date: '2027-08-07', seats: 8, blockedSeats: 2 },
    ],
  },

  'SA Standard Kruger Safari': {
    itinerary: [
      { title: 'Arrive in Hoedspruit', description: 'Met at the airport and driven to a lodge in the Balule reserve, inside the Greater Kruger’s open boundary, in time for the evening drive.', nights: 2, placeName: 'Balule Nature Reserve', lat: -24.1833, lng: 31.1667, lodge: 'Lodge in Balule', meals: ['B', 'L', 'D'], activities: ['Sunset game drive', 'Guided bush walk'] },
      { title: 'Into the Kruger', description: 'A full day’s drive through Orpen Gate to Satara, with morning and sunset drives on the central plains.', nights: 2, placeName: 'Satara Rest Camp', lat: -24.3929, lng: 31.7786, lodge: 'Satara Rest Camp', lodgeUrl: KRUGER_URL, meals: ['B', 'L', 'D'], activities: ['Morning game drive', 'Sunset game drive'] },
      { title: 'Transfer out', description: 'Back to Hoedspruit for the afternoon flight to Johannesburg or Cape Town.', nights: 0, placeName: 'Hoedspruit Eastgate Airport', lat: -24.3686, lng: 31.0487, meals: ['B'] },
    ],
    included: ['Four nights’ lodge accommodation', 'All meals', 'Morning and sunset game drives', 'A guided bush walk', 'Park and conservation fees', 'Transfers from and to Hoedspruit'],
    excluded: ['Flights', 'Drinks', 'Travel insurance', 'Gratuities'],
    seasons: [
      { label: 'Green season', from: '11-01', to: '03-31', pricePerPerson: 1650 },
      { label: 'Dry season', from: '04-01', to: '10-31', pricePerPerson: 1850 },
    ],
    singleSupplement: 290,
    departures: [
      { date: '2027-03-06', seats: 8, blockedSeats: 6 },
      { date: '2027-06-12', seats: 8, blockedSeats: 8 },
    ],
  },

  'SA Standard Panorama & Kruger Explorer': {
    itinerary: [
      { title: 'God’s Window', description: 'From the airport up onto the escarpment: the view from God’s Window across the Lowveld, then the waterfalls around Graskop.', nights: 0, placeName: 'God’s Window', lat: -24.8758, lng: 30.8911, meals: ['L'] },
      { title: 'Blyde River Canyon', description: 'Bourke’s Luck Potholes and the Three Rondavels above one of the largest green canyons in the world, with a night at the canyon’s rim.', nights: 1, placeName: 'Blyde River Canyon', lat: -24.5786, lng: 30.8053, lodge: 'Lodge at the canyon', meals: ['B', 'D'], activities: ['Bourke’s Luck Potholes', 'Three Rondavels viewpoint'] },
      { title: 'Cheetah walk at Hoedspruit', description: 'Down the escarpment to Hoedspruit for a guided walk with cheetahs on the way to the park.', nights: 0, placeName: 'Hoedspruit', lat: -24.3525, lng: 30.9579, activities: ['Cheetah walk'] },
      { title: 'Olifants: the river below', description: 'Two nights at the camp on the cliff above the Olifants River, where elephants cross in the afternoon.', nights: 2, placeName: 'Olifants Rest Camp', lat: -24.0055, lng: 31.7403, lodge: 'Olifants Rest Camp', lodgeUrl: KRUGER_URL, meals: ['B', 'L', 'D'], activities: ['Morning game drive', 'Sunset game drive'] },
      { title: 'Lower Sabie', description: 'South through the park to the Sabie River, rhino and buffalo country, for the last two nights.', nights: 2, placeName: 'Lower Sabie Rest Camp', lat: -25.1197, lng: 31.9164, lodge: 'Lower Sabie Rest Camp', lodgeUrl: KRUGER_URL, meals: ['B', 'L', 'D'], activities: ['Morning game drive', 'Night drive'] },
      { title: 'Out through Malelane', description: 'A final drive on the way to Kruger Mpumalanga International Airport.', nights: 0, placeName: 'Kruger Mpumalanga International Airport', lat: -25.3832, lng: 31.1056, meals: ['B'] },
    ],
    included: ['Five nights’ lodge accommodation', 'All meals in the Kruger; breakfast and dinner on the escarpment', 'Panorama Route day tour', 'Cheetah walk', 'Kruger game drives', 'Park fees and transfers'],
    excluded: ['Flights', 'Drinks', 'Travel insurance', 'Gratuities'],
    seasons: [
      { label: 'Green season', from: '11-01', to: '03-31', pricePerPerson: 1950 },
      { label: 'Dry season', from: '04-01', to: '10-31', pricePerPerson: 2200 },
    ],
    singleSupplement: 320,
    departures: [],
  },

  'SA Standard Garden Route & Addo Safari': {
    itinerary: [
      { title: 'Cape Town to Hermanus', description: 'Along the coast road past False Bay to Hermanus, where southern right whales come close to the cliffs from June to November.', nights: 1, placeName: 'Hermanus', lat: -34.4187, lng: 19.2345, lodge: 'Guesthouse on the cliff path', meals: ['B'], activities: ['Cliff path walk', 'Whale watching in season'] },
      { title: 'Mossel Bay', description: 'A lunch stop where the Garden Route begins, at the bay the first Portuguese sailors landed in.', nights: 0, placeName: 'Mossel Bay', lat: -34.1831, lng: 22.146 },
      { title: 'Knysna and its lagoon', description: 'Two nights between the forest and the lagoon: a cruise to the Knysna Heads and a day free for the beaches of Plettenberg Bay.', nights: 2, placeName: 'Knysna', lat: -34.0363, lng: 23.0471, lodge: 'Lodge on the lagoon', meals: ['B'], activities: ['Lagoon cruise', 'Forest walk'] },
      { title: 'Tsitsikamma', description: 'The suspension bridge over the Storms River Mouth and a night among the coastal forest.', nights: 1, placeName: 'Storms River Mouth', lat: -34.0217, lng: 23.8967, lodge: 'Cottage at Storms River', meals: ['B'], activities: ['Suspension bridge walk'] },
      { title: 'Addo’s elephants', description: 'Inland to Addo Elephant National Park, home to hundreds of elephants and, with its marine area, the Big Seven.', nights: 2, placeName: 'Addo Elephant National Park', lat: -33.444, lng: 25.7466, lodge: 'Addo Main Camp', lodgeUrl: 'https://www.sanparks.org/parks/addo-elephant', meals: ['B'], activities: ['Elephant game drives', 'Night drive'] },
      { title: 'Fly home from Gqeberha', description: 'A short transfer to the airport at Gqeberha (Port Elizabeth).', nights: 0, placeName: 'Chief Dawid Stuurman International Airport', lat: -33.9849, lng: 25.6173, meals: ['B'] },
    ],
    included: ['Six nights in lodges and guesthouses', 'Breakfast daily', 'Private transfers and guide from Cape Town to Gqeberha', 'Addo game drives', 'Knysna lagoon cruise', 'Park entry fees'],
    excluded: ['Flights', 'Lunches, dinners and drinks', 'Boat-based whale watching', 'Travel insurance', 'Gratuities'],
    seasons: [
      { label: 'Winter', from: '05-01', to: '08-31', pricePerPerson: 2100 },
      { label: 'Spring', from: '09-01', to: '11-30', pricePerPerson: 2350 },
      { label: 'Summer', from: '12-01', to: '04-30', pricePerPerson: 2550 },
    ],
    singleSupplement: 410,
    departures: [],
  },
};
