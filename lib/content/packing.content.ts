/** The line icons (components/site/activity/ActivityIcon.tsx's names) the four lists show; the panel's type check keeps them in that set. */
export type PackingIcon = 'document' | 'camera' | 'shirt' | 'first-aid';

export interface PackingCategory {
  id: 'travel-documents' | 'gadgets' | 'clothing' | 'first-aid';
  title: string;
  icon: PackingIcon;
  items: string[];
}

/**
 * What to bring for the activities of one country, or of one part of it: South Africa's bush (the Kruger, the
 * Lowveld, the north) asks for other things than the Cape (issue 39: a Kruger trip's pack listed Table Mountain).
 */
export interface CountryPacking {
  /** The heading: a country, or a part of one. */
  country: string;
  /** The atlas's names of the countries it is for (lib/route-map.server.ts's countriesOnRoute). */
  countries: string[];
  /** Which part of those countries, by latitude (south is negative); absent, all of them. */
  south?: { of: number } | { north: number };
  items: string[];
}

/** Lines of the travel documents and first aid lists that the entry and health notes name again (entry-health.content.ts). */
export const documentLines = {
  passport: 'Passport valid at least 6 months beyond your return date, with 2 blank pages',
  visas: 'Visas where needed (the KAZA UniVisa covers Zimbabwe and Zambia)',
  insurance: 'Travel insurance that includes medical evacuation',
  yellowFever: 'Yellow fever certificate if you arrive from a yellow-fever country',
  children: 'Birth certificates for travelling children',
} as const;
export const firstAidLines = {
  medication: 'Personal medication in its original packaging, with prescriptions',
  antimalarials: 'Antimalarials for malaria areas such as the Kruger (ask a travel clinic)',
  repellent: 'Insect repellent with DEET or picaridin',
} as const;

export const packingCategories: PackingCategory[] = [
  {
    id: 'travel-documents',
    title: 'Travel Documents',
    icon: 'document',
    items: [
      documentLines.passport,
      documentLines.visas,
      documentLines.insurance,
      documentLines.yellowFever,
      documentLines.children,
      'Printed and digital copies of everything, kept apart from the originals',
    ],
  },
  {
    id: 'gadgets',
    title: 'Gadgets',
    icon: 'camera',
    items: [
      'Binoculars, one pair per person if you can',
      'Camera with a zoom lens (a 100-400 mm range is ideal)',
      'Spare batteries and memory cards',
      'Power bank for long days away from a socket',
      'Plug adapters: Type M and N in South Africa, Type G and D in Botswana and Zimbabwe',
      'Headlamp or small torch for camp at night',
    ],
  },
  {
    id: 'clothing',
    title: 'Clothing',
    icon: 'shirt',
    items: [
      'Neutral colours (khaki, olive, beige); avoid bright white, black and dark blue',
      'Layers: T-shirts, a fleece and a warm jacket for early drives',
      'Long sleeves and trousers for the evenings, against mosquitoes',
      'Wide-brimmed hat and sunglasses',
      'Comfortable closed shoes for walks, sandals for camp',
      'Swimwear and a light rain jacket',
    ],
  },
  {
    id: 'first-aid',
    title: 'First Aid',
    icon: 'first-aid',
    items: [
      firstAidLines.medication,
      firstAidLines.antimalarials,
      firstAidLines.repellent,
      'Sunscreen SPF 50 and lip balm',
      'Rehydration salts, antihistamines and pain relief',
      'Plasters, antiseptic cream and hand sanitiser',
    ],
  },
];

export const activityPackingByCountry: CountryPacking[] = [
  {
    country: 'South Africa: the bush',
    countries: ['South Africa'],
    // The Kruger, the Lowveld, Madikwe and the Waterberg lie north of 30°S; the Cape and the Garden Route south of it.
    south: { north: -30 },
    items: [
      'Closed walking shoes for bush walks and the cheetah walk',
      'A warm hat and gloves for winter game drives (open vehicles at dawn are cold from May to August)',
      'A small day bag for the vehicle: water bottle, sunscreen and binoculars within reach',
    ],
  },
  {
    country: 'South Africa: the Cape',
    countries: ['South Africa'],
    south: { of: -30 },
    items: [
      'Windproof jacket for Table Mountain and the Cape Peninsula',
      'Walking shoes with grip for the Garden Route trails',
      'A warm layer for whale watching on the open sea',
    ],
  },
  {
    country: 'Botswana',
    countries: ['Botswana'],
    items: [
      'A soft-sided bag (about 20 kg) for light-aircraft transfers',
      'Muted clothing for mokoro trips and walks in the Delta',
      'Dry bag for cameras on the water',
    ],
  },
  {
    country: 'Zimbabwe & Zambia',
    countries: ['Zimbabwe', 'Zambia'],
    items: [
      'Rain jacket or poncho for the spray at Victoria Falls',
      'Waterproof pouch for your phone',
      'Shoes with grip for the wet rainforest paths',
    ],
  },
  {
    country: 'Tanzania & Kenya',
    countries: ['Tanzania', 'Kenya'],
    items: [
      'Warm layers for the cold crater rim at Ngorongoro',
      'Dust-proof camera bag for the plains',
      'Light, modest clothing and a swimsuit for Zanzibar',
    ],
  },
];

/** A stop of the route, with the country the atlas puts it in (null: at sea, or off the map). */
export interface PlacedStop {
  lat: number;
  lng: number;
  country: string | null;
}

const covers = (list: CountryPacking, stop: PlacedStop) =>
  stop.country !== null && list.countries.includes(stop.country) && (!list.south || ('of' in list.south ? stop.lat < list.south.of : stop.lat >= list.south.north));

/** The activity lists for the places a route stops at, in the route's order; a list for no stop is left out. */
export function packingForRoute(stops: readonly PlacedStop[]): CountryPacking[] {
  const chosen: CountryPacking[] = [];
  for (const stop of stops) {
    for (const list of activityPackingByCountry) if (covers(list, stop) && !chosen.includes(list)) chosen.push(list);
  }
  return chosen;
}
