/** The line icons (components/site/activity/ActivityIcon.tsx's names) the four lists show; the panel's type check keeps them in that set. */
export type PackingIcon = 'document' | 'camera' | 'shirt' | 'first-aid';

export interface PackingCategory {
  id: 'travel-documents' | 'gadgets' | 'clothing' | 'first-aid';
  title: string;
  icon: PackingIcon;
  items: string[];
}

/** What to bring for the activities of one country. */
export interface CountryPacking {
  country: string;
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
    country: 'South Africa',
    items: [
      'Closed walking shoes for bush walks and the cheetah walk',
      'A warm hat and gloves for winter game drives',
      'Windproof jacket for Table Mountain and the Cape Peninsula',
    ],
  },
  {
    country: 'Botswana',
    items: [
      'A soft-sided bag (about 20 kg) for light-aircraft transfers',
      'Muted clothing for mokoro trips and walks in the Delta',
      'Dry bag for cameras on the water',
    ],
  },
  {
    country: 'Zimbabwe',
    items: [
      'Rain jacket or poncho for the spray at Victoria Falls',
      'Waterproof pouch for your phone',
      'Shoes with grip for the wet rainforest paths',
    ],
  },
  {
    country: 'Tanzania & Kenya',
    items: [
      'Warm layers for the cold crater rim at Ngorongoro',
      'Dust-proof camera bag for the plains',
      'Light, modest clothing and a swimsuit for Zanzibar',
    ],
  },
];
