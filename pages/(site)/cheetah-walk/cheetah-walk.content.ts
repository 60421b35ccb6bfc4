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

export interface CheetahWalkContent {
  /** The small line above each section title. */
  eyebrows: { benefits: string; photography: string; safety: string };
  booking: Booking;
  /** Where it happens: the Book form names it and offers the trips that pass within reach. */
  place: ActivityPlace;
  hero: ActivityHeroContent;
  benefits: TitledList;
  photography: { title: string; paragraphs: string[]; tips: string[]; image: StockImage };
  safety: SafetySection;
  pricing: Pricing;
  cta: CallToAction;
}

export const cheetahWalk: CheetahWalkContent = {
  eyebrows: { benefits: 'The experience', photography: 'Photography', safety: 'Safety' },
  booking: { target: 'contact-page', label: 'Book Your Cheetah Walk', about: 'cheetah-walk' },
  place: {
    name: 'the Cheetah Walk',
    // The conservation centres and lodges around Hoedspruit, where the walk's transfers collect guests.
    area: { lat: -24.35, lng: 30.95, radiusKm: 40 },
  },
  hero: {
    eyebrow: 'Kruger surroundings · On foot',
    title: 'Walk Alongside Cheetahs',
    intro:
      'Leave the vehicle behind and follow a cheetah through the lowveld grass at first light, a few metres away, with the handlers who raised it. It is quiet, unhurried and unlike any game drive.',
    image: { id: '1456926631375-92c8ce872def', alt: 'A cheetah resting in golden grass, watching the horizon' },
    figures: [
      { value: '95%', label: 'Successful cheetah sightings' },
      { value: '20+', label: 'Photo opportunities' },
    ],
  },
  benefits: {
    title: 'Why Walk with Cheetahs',
    intro: 'The walk takes place at a conservation centre whose ambassador cheetahs are used to people on foot.',
    items: [
      'See the fastest land animal move at its own pace, close enough to hear it purr',
      'Learn from handlers who know each cheetah by name and temperament',
      'Understand why wild cheetah numbers are falling and what is being done about it',
      'Walk in the cool of the morning, when the cats are most active',
      'A small group, so everyone gets time near the cheetahs',
      'Part of your fee supports cheetah conservation and research',
    ],
  },
  photography: {
    title: 'A Photographer’s Morning',
    paragraphs: [
      'Low sun, long grass and a cat that does not run from you: the cheetah walk is one of the best chances in Africa for frame-filling portraits without a long lens.',
      'Your guide positions the group for the light and the background, and the handlers give you time at each stop.',
    ],
    tips: [
      'A 24-105 mm or 70-200 mm lens covers everything',
      'Set a fast shutter speed for the moments the cheetahs stretch their legs',
      'Shoot at eye level from a crouch when the handler says it is safe',
      'Switch off the flash: natural light only',
    ],
    image: { id: '1549366021-9f761d450615', alt: 'Close-up portrait of a big cat in soft morning light' },
  },
  safety: {
    title: 'Your Safety Comes First',
    intro: 'Every walk follows the centre’s protocols, and our guide stays with your group throughout.',
    features: [
      {
        icon: 'users',
        title: 'Experienced Handlers',
        description: 'Each cheetah walks with handlers who have worked with it since it was young and read its mood at a glance.',
      },
      {
        icon: 'shield',
        title: 'Safety Briefing',
        description: 'Before setting off you learn where to stand, how to move and what to do if a cheetah approaches you.',
      },
      {
        icon: 'heart',
        title: 'Habituated Ambassador Cats',
        description: 'Only cheetahs that are calm around people and in good health take part, and never when they are unsettled.',
      },
      {
        icon: 'first-aid',
        title: 'First Aid on Hand',
        description: 'Our guides hold wilderness first aid certificates and carry a kit and radio on every walk.',
      },
    ],
  },
  pricing: {
    title: 'Cheetah Walk Pricing',
    intro: 'One simple price per person, with small groups so the cheetahs stay relaxed and everyone gets close.',
    options: [{ amount: 350, label: 'per person' }],
    facts: [
      { label: 'Duration', value: '2-3 hours' },
      { label: 'Group size', value: 'Max 6 people' },
      { label: 'Availability', value: 'Daily' },
    ],
    inclusions: [
      'Guided walk with the cheetahs and their handlers',
      'Safety briefing and conservation talk',
      'Conservation levy',
      'Transfers from lodges in the Hoedspruit area',
      'Coffee, tea and a light snack after the walk',
    ],
  },
  cta: {
    title: 'Ready to Walk with Cheetahs?',
    text: 'Walks start early and groups are small, so tell us your dates and we will hold your places and fit the walk into your safari.',
  },
};
