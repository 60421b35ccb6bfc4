import type { DemoTrip } from './demo-trips-south-africa.content.ts';

/**
 * The demo trips north of South Africa (Botswana, Zimbabwe, Zambia), keyed by package name.
 * Delta camps sit in roadless country: their coordinates are those of the concession or island.
 */
export const botswanaTrips: Record<string, DemoTrip> = {
  'Cross Border Chobe & Victoria Falls Adventure': {
    itinerary: [
      { title: 'Arrive in Kasane', description: 'Met at Kasane’s small airport and taken to the lodge on the Chobe River for an evening boat cruise among bathing elephants.', nights: 3, placeName: 'Chobe National Park (riverfront)', lat: -17.8167, lng: 25.1333, lodge: 'Chobe Game Lodge', meals: ['B', 'L', 'D'], activities: ['Chobe river cruise', 'Chobe game drives', 'Photographic boat outing'] },
      { title: 'Across the Zambezi at Kazungula', description: 'Over the new bridge where four countries almost meet, with your guide handling the border formalities.', nights: 0, placeName: 'Kazungula', lat: -17.7894, lng: 25.2646 },
      { title: 'Livingstone, the Zambian side', description: 'A night on the Zambezi upstream of the falls, with a visit to Livingstone Island when the water is low enough.', nights: 1, placeName: 'Livingstone', lat: -17.8419, lng: 25.8543, lodge: 'Riverside lodge on the Zambezi', meals: ['B', 'D'], activities: ['Livingstone Island visit (in season)'] },
      { title: 'Victoria Falls', description: 'A guided walk along the rainforest paths opposite the falls, a sunset cruise on the upper Zambezi and a free day for a helicopter flight or the gorge swing.', nights: 3, placeName: 'Victoria Falls', lat: -17.9318, lng: 25.8307, lodge: 'The Victoria Falls Hotel', meals: ['B', 'D'], activities: ['Guided tour of the falls', 'Zambezi sunset cruise'] },
      { title: 'Fly home', description: 'The transfer to Victoria Falls International Airport for flights to Johannesburg and beyond.', nights: 0, placeName: 'Victoria Falls International Airport', lat: -18.0959, lng: 25.839, meals: ['B'] },
    ],
    included: ['Seven nights in lodges and tented camps', 'All meals in Chobe; breakfast and dinner at the falls', 'Chobe river cruise and game drives', 'Guided tour of Victoria Falls', 'Border transfers with one guide throughout', 'Park and falls entry fees'],
    excluded: ['Flights', 'Visas (the KAZA UNIVISA covers Zimbabwe and Zambia)', 'Optional activities such as helicopter flights', 'Travel insurance', 'Gratuities'],
    seasons: [
      { label: 'Green season', from: '12-01', to: '03-31', pricePerPerson: 3400 },
      { label: 'High water', from: '04-01', to: '06-30', pricePerPerson: 3750 },
      { label: 'Dry season', from: '07-01', to: '11-30', pricePerPerson: 3950 },
    ],
    singleSupplement: 560,
    departures: [],
  },

  'Cross Border Okavango & Makgadikgadi Expedition': {
    itinerary: [
      { title: 'Maun, gateway to the Delta', description: 'Arrive in Maun and settle in beside the Thamalakane River for a briefing and an early night.', nights: 1, placeName: 'Maun', lat: -19.9833, lng: 23.4167, lodge: 'Lodge on the Thamalakane River', meals: ['D'] },
      { title: 'The Okavango by mokoro', description: 'Into the Delta by road and boat. Polers guide dug-out canoes through the reed channels, and walks on the islands follow game trails.', nights: 3, placeName: 'Okavango Delta (Khwai)', lat: -19.15, lng: 23.75, lodge: 'Tented camp at Khwai', meals: ['B', 'L', 'D'], activities: ['Mokoro excursions', 'Island walks', 'Game drives'] },
      { title: 'Makgadikgadi: the salt pans', description: 'East to the edge of Ntwetwe Pan, where meerkats stand sentry and the sun sets over a horizon of salt.', nights: 2, placeName: 'Gweta (Ntwetwe Pan)', lat: -20.2167, lng: 25.2667, lodge: 'Planet Baobab', meals: ['B', 'L', 'D'], activities: ['Salt pan sunset', 'Meerkat visit', 'Quad biking on the pans (dry season)'] },
      { title: 'A night on Kubu Island', description: 'A rocky island of baobabs on Sowa Pan: camping under one of the clearest skies in Africa.', nights: 1, placeName: 'Kubu Island', lat: -20.8967, lng: 25.8233, lodge: 'Expedition camp', meals: ['B', 'L', 'D'], activities: ['Star-gazing'] },
      { title: 'Elephant Sands', description: 'North of Nata, a waterhole that elephants visit all day, a few metres from the chalets.', nights: 2, placeName: 'Elephant Sands', lat: -19.75, lng: 26.07, lodge: 'Elephant Sands Lodge', meals: ['B', 'L', 'D'], activities: ['Elephant Sands waterhole', 'Guided drive'] },
      { title: 'Onward from Kasane', description: 'The drive north to Kasane for flights home, or across the border to Victoria Falls.', nights: 0, placeName: 'Kasane', lat: -17.8167, lng: 25.15, meals: ['B'] },
    ],
    included: ['Nine nights in tented camps and lodges', 'All meals', 'Mokoro excursions and walks with licensed polers', 'Salt pan and Kubu Island excursions', 'Border and road transfers', 'Park and community fees'],
    excluded: ['Flights', 'Drinks', 'Travel insurance', 'Gratuities'],
    seasons: [
      { label: 'Green season', from: '12-01', to: '03-31', pricePerPerson: 4200 },
      { label: 'Flood season', from: '04-01', to: '07-31', pricePerPerson: 4600 },
      { label: 'Dry season', from: '08-01', to: '11-30', pricePerPerson: 4900 },
    ],
    singleSupplement: 640,
    departures: [
      { date: '2027-06-05', seats: 8, blockedSeats: 4 },
      { date: '2027-09-04', seats: 8, blockedSeats: 1 },
    ],
  },

  'Luxury Sabi Sand Private Reserve Safari': {
    itinerary: [
      { title: 'Charter to the reserve', description: 'A charter flight from Johannesburg to the reserve’s airstrip, met by your ranger and tracker.', nights: 0, placeName: 'Skukuza Airport', lat: -24.9609, lng: 31.5887, meals: ['L'] },
      { title: 'Londolozi and the Sand River', description: 'Three nights in a granite suite with its own plunge pool above the Sand River, and off-road tracking of the leopards this reserve is known for.', nights: 3, placeName: 'Sabi Sand Game Reserve (Londolozi)', lat: -24.8, lng: 31.5, lodge: 'Londolozi Granite Suites', lodgeUrl: 'https://www.londolozi.com', meals: ['B', 'L', 'D'], activities: ['Off-road leopard tracking', 'Private chef dinner', 'Photography with your ranger'] },
      { title: 'Earth Lodge', description: 'Across the reserve to a lodge built into the ground, with a spa morning and a last dinner in the wine cellar.', nights: 2, placeName: 'Sabi Sand Game Reserve (Sabi Sabi)', lat: -24.9167, lng: 31.55, lodge: 'Sabi Sabi Earth Lodge', lodgeUrl: 'https://www.sabisabi.com', meals: ['B', 'L', 'D'], activities: ['Spa treatment', 'Game drives', 'Bush breakfast'] },
      { title: 'Charter home', description: 'A last drive, breakfast, and the charter back to Johannesburg.', nights: 0, placeName: 'Skukuza Airport', lat: -24.9609, lng: 31.5887, meals: ['B'] },
    ],
    included: ['Five nights in luxury suites with plunge pools', 'All meals and all drinks', 'Game drives and walks with a ranger and tracker', 'One spa treatment', 'Charter flights from and to Johannesburg', 'Conservation fees'],
    excluded: ['International flights', 'Travel insurance', 'Gratuities'],
    seasons: [
      { label: 'Green season', from: '11-01', to: '03-31', pricePerPerson: 6900 },
      { label: 'Winter', from: '04-01', to: '08-31', pricePerPerson: 7600 },
      { label: 'Peak season', from: '09-01', to: '10-31', pricePerPerson: 8200 },
    ],
    singleSupplement: 2100,
    departures: [],
  },

  'Luxury Okavango Delta Fly-in Safari': {
    itinerary: [
      { title: 'Into the Delta by light aircraft', description: 'From Maun a small plane flies low over the channels to the first camp.', nights: 0, placeName: 'Maun Airport', lat: -19.9726, lng: 23.4311 },
      { title: 'Chief’s Island', description: 'Three nights at the northern tip of Chief’s Island in the Moremi Game Reserve, among the Delta’s densest lion, leopard and rhino country.', nights: 3, placeName: 'Chief’s Island, Moremi Game Reserve', lat: -19.2, lng: 22.8, lodge: 'Mombo Camp', meals: ['B', 'L', 'D'], activities: ['Game drives', 'Scenic helicopter flight'] },
      { title: 'A water camp in the west', description: 'A short flight to the permanent floodplains of the Jao concession, explored by mokoro and motorboat.', nights: 2, placeName: 'Jao Concession', lat: -19.3, lng: 22.6, lodge: 'Jao Camp', meals: ['B', 'L', 'D'], activities: ['Mokoro excursions', 'Motorboat trips', 'Walking safari'] },
      { title: 'Khwai', description: 'The last camp on the Khwai River, where walking safaris and night drives are allowed.', nights: 2, placeName: 'Khwai', lat: -19.15, lng: 23.75, lodge: 'Tented camp on the Khwai River', meals: ['B', 'L', 'D'], activities: ['Walking safari', 'Night drive'] },
      { title: 'Back to Maun', description: 'The flight back to Maun for connections home.', nights: 0, placeName: 'Maun Airport', lat: -19.9726, lng: 23.4311, meals: ['B'] },
    ],
    included: ['Seven nights in three luxury tented camps', 'All meals and drinks', 'Light-aircraft transfers between camps', 'A scenic helicopter flight', 'Mokoro and walking safaris', 'Private guide throughout'],
    excluded: ['International flights', 'Travel insurance', 'Gratuities'],
    seasons: [
      { label: 'Green season', from: '12-01', to: '03-31', pricePerPerson: 8750 },
      { label: 'Shoulder season', from: '04-01', to: '05-31', pricePerPerson: 9900 },
      { label: 'Peak flood season', from: '06-01', to: '10-31', pricePerPerson: 11800 },
      { label: 'Early summer', from: '11-01', to: '11-30', pricePerPerson: 9900 },
    ],
    singleSupplement: 2600,
    departures: [],
  },
};
