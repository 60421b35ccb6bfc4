import type { IconName } from '#components/site/activity/ActivityIcon.tsx';
import type { Figure, StockImage } from '#components/site/activity/activity.types.ts';

export type AccommodationTypeId = 'luxury-lodges' | 'safari-tents' | 'standard-lodges';

/** SPEC §3: accommodation type (id, name, description, priceRange, 2 or 3 images, eight features). */
export interface AccommodationType {
  id: AccommodationTypeId;
  name: string;
  description: string;
  /** Per night, as SPEC §9 writes it: "$400-800". */
  priceRange: string;
  images: StockImage[];
  features: string[];
  bookLabel: string;
}

/** SPEC §3: amenity (icon, title, description, image). */
export interface Amenity {
  icon: IconName;
  title: string;
  description: string;
  image: StockImage;
}

export const accommodationsIntro = {
  eyebrow: 'Where you will stay',
  title: 'Safari Accommodations',
  intro:
    'From lodges with private plunge pools to canvas tents open to the sounds of the night, we choose every place we book ourselves, for its setting, its hosts and its guiding.',
  image: { id: '1534177616072-ef7dc120449d', alt: 'A thatched safari lodge deck looking out over the bush at dusk' },
} as const;

export const accommodationTypes: AccommodationType[] = [
  {
    id: 'luxury-lodges',
    name: 'Luxury Lodges',
    description:
      'Private-reserve lodges on the edge of the Kruger and beyond: spacious suites, fine dining and game drives with a ranger and tracker who know every animal on the reserve.',
    priceRange: '$400-800',
    images: [
      { id: '1534177616072-ef7dc120449d', alt: 'A luxury lodge suite with a private deck facing the bush' },
      { id: '1566073771259-6a8506099945', alt: 'A lodge swimming pool surrounded by loungers and trees' },
      { id: '1582719478250-c89cae4dc85b', alt: 'A spacious bedroom with a king-size bed and soft lighting' },
    ],
    features: [
      'Spacious suites with en-suite bathrooms',
      'Private plunge pool or viewing deck',
      'Gourmet meals and a curated wine list',
      'Two game drives a day with ranger and tracker',
      'Guided bush walks on a private reserve',
      'Spa treatments on request',
      'Air-conditioning and Wi-Fi',
      'Laundry service included',
    ],
    bookLabel: 'Book a Luxury Lodge',
  },
  {
    id: 'safari-tents',
    name: 'Luxury Safari Tents',
    description:
      'Canvas and timber tents on raised decks, comfortable as a lodge room yet close to the bush: fall asleep to lions calling and wake to birdsong.',
    priceRange: '$200-400',
    images: [
      { id: '1518709594023-6eab9bab7b23', alt: 'A canvas safari tent on a wooden deck under tall trees' },
      { id: '1504173010664-32509aeebb62', alt: 'A tented camp in the bush at sunset' },
    ],
    features: [
      'Canvas tents on raised wooden decks',
      'En-suite bathrooms with hot showers',
      'Outdoor showers under the sky',
      'Proper beds with quality linen',
      'Dinners around the campfire in the boma',
      'Guided game drives from camp',
      'Solar power and charging points',
      'Small camps with a handful of tents',
    ],
    bookLabel: 'Book a Safari Tent',
  },
  {
    id: 'standard-lodges',
    name: 'Standard Lodges',
    description:
      'Comfortable, well-run lodges and guesthouses close to the park gates: everything you need for early starts and long days of game viewing, at a friendly price.',
    priceRange: '$150-250',
    images: [
      { id: '1535941339077-2dd1c7963098', alt: 'A lodge building with a thatched roof and a green garden' },
      { id: '1571896349842-33c89424de2d', alt: 'A hotel pool with a view over the trees' },
    ],
    features: [
      'Comfortable en-suite rooms',
      'Air-conditioning or ceiling fans',
      'Swimming pool',
      'Restaurant and bar',
      'Breakfast included',
      'Close to the park gates',
      'Secure parking',
      'Wi-Fi in common areas',
    ],
    bookLabel: 'Book a Standard Lodge',
  },
];

export const premiumAmenities = {
  eyebrow: 'Comfort',
  title: 'Premium Amenities',
  intro: 'The little luxuries that turn a safari into a holiday, at the lodges and camps we work with.',
  items: [
    {
      icon: 'spa',
      title: 'Spa and Wellness',
      description: 'Massages and treatments between game drives, some in treatment rooms open to the bush.',
      image: { id: '1544161515-4ab6ce6db874', alt: 'Massage oils and towels laid out in a spa room' },
    },
    {
      icon: 'utensils',
      title: 'Bush Dining',
      description: 'Breakfasts in the bush, lantern-lit dinners in the boma and South African wines.',
      image: { id: '1414235077428-338989a2e8c0', alt: 'A dinner table set for guests under warm lights' },
    },
    {
      icon: 'pool',
      title: 'Pools with a View',
      description: 'Cool off in the midday heat while elephants drink at the waterhole in front of you.',
      image: { id: '1540541338287-41700207dee6', alt: 'An infinity pool overlooking a green landscape' },
    },
    {
      icon: 'binoculars',
      title: 'Private Game Viewing',
      description: 'Hides, viewing decks and private vehicles for unhurried sightings at your own pace.',
      image: { id: '1516426122078-c23e76319801', alt: 'An open safari vehicle stopped near giraffes' },
    },
  ] satisfies Amenity[],
};

export const closingSection: { title: string; text: string; figures: Figure[]; cta: string } = {
  title: 'Rest Well, Wherever the Safari Takes You',
  text: 'Tell us how you like to travel and we will match every night of your safari to the right lodge or camp.',
  figures: [
    { value: '15+', label: 'Lodge locations' },
    { value: '100%', label: 'Guest satisfaction' },
  ],
  cta: 'Plan Your Stay',
};
