import type {
  ActivityHeroContent,
  ActivityPlace,
  Booking,
  CallToAction,
  Pricing,
  SafetySection,
  StockImage,
  TitledList,
} from '#components/site/activity/activity.types.ts';

export interface JessicaHippoContent {
  /** The small line above each section title. */
  eyebrows: { story: string; experience: string; safety: string };
  booking: Booking;
  /** Where it happens: the Book form names it and offers the trips that pass within reach. */
  place: ActivityPlace;
  hero: ActivityHeroContent;
  story: { title: string; paragraphs: string[]; image: StockImage };
  experience: TitledList;
  safety: SafetySection;
  pricing: Pricing;
  cta: CallToAction;
}

export const jessicaHippo: JessicaHippoContent = {
  eyebrows: { story: 'Her story', experience: 'The visit', safety: 'Safety' },
  booking: { target: 'contact-page', label: 'Book Your Visit', about: 'jessica-hippo' },
  place: {
    name: 'a visit to Jessica the Hippo',
    // Jessica's home on the Blyde River outside Hoedspruit.
    area: { lat: -24.43, lng: 30.86, radiusKm: 30 },
  },
  hero: {
    eyebrow: 'Hoedspruit · Blyde River',
    title: 'Meet Jessica the Hippo',
    intro:
      'Jessica is probably the most famous hippo in Africa: rescued as a newborn after a flood and raised by the family who still share their riverside home with her. A gentle, surprising morning on the banks of the Blyde River.',
    image: { id: '1516426122078-c23e76319801', alt: 'A hippo surfacing in a calm river at sunrise' },
    figures: [
      { value: '1000+', label: 'Happy visitors' },
      { value: '30+', label: 'Years with the hippo' },
    ],
  },
  story: {
    title: 'A Hippo Raised by a Family',
    paragraphs: [
      'After a summer flood swept down the Blyde River, a newborn hippo calf was found stranded on the bank near Hoedspruit, her umbilical cord still attached. The family who found her fed her by hand and kept her warm through the first nights, not expecting her to survive.',
      'She did. Jessica grew up free to come and go between the river and the house, where she still visits her family every day. She has her own wild hippo friends in the river, and she has become an ambassador who shows thousands of people how intelligent and social hippos are.',
      'Your visit is hosted by the people who know her best, and the story is theirs to tell.',
    ],
    image: { id: '1564760055775-d63b17a55c44', alt: 'The tree-lined bank of a lowveld river in soft light' },
  },
  experience: {
    title: 'What You Will Experience',
    intro: 'An unhurried visit at Jessica’s home on the river, shaped around her mood and routine.',
    items: [
      'Meet Jessica on the riverbank where she was found',
      'Hear her rescue story from the family who raised her',
      'Watch her take her famous bottle of sweet rooibos tea',
      'Learn how hippos live, communicate and defend their territory',
      'Take photographs with Jessica under her keeper’s guidance',
      'Look out for kingfishers, fish eagles and crocodiles along the river',
    ],
  },
  safety: {
    title: 'Safe with a Wild Animal',
    intro: 'Jessica is tame but still a hippo, the heaviest animal you may ever stand beside, so every visit follows her family’s rules.',
    features: [
      {
        icon: 'users',
        title: 'Led by Her Family',
        description: 'Her keepers stay between the group and Jessica and decide how close visitors come, moment by moment.',
      },
      {
        icon: 'shield',
        title: 'Clear Briefing',
        description: 'Before you meet her you learn where to stand, how to move and why you never step between a hippo and the water.',
      },
      {
        icon: 'first-aid',
        title: 'Guide with First Aid',
        description: 'Our guide stays with you throughout, with a first aid kit and a radio, and drives you to and from the river.',
      },
    ],
  },
  pricing: {
    title: 'Hippo Visit Pricing',
    intro: 'A short visit that fits easily into a safari day, before or after a game drive in the Kruger area.',
    options: [{ amount: 150, label: 'per person' }],
    facts: [
      { label: 'Duration', value: '1-2 hours' },
      { label: 'Availability', value: 'Daily' },
      { label: 'Location', value: 'Hoedspruit' },
    ],
    inclusions: ['Hosted visit with Jessica and her family', 'Entrance fee', 'Transfers with your guide', 'Refreshments by the river'],
  },
  cta: {
    title: 'Come and Meet Jessica',
    text: 'Visits are arranged around Jessica’s day, so send us your dates and we will book the best time for your group.',
  },
};
