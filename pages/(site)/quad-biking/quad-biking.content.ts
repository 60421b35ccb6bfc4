import type {
  ActivityHeroContent,
  ActivityPlace,
  Booking,
  Pricing,
  SafetySection,
  Showcase,
} from '#components/site/activity/activity.types.ts';

export interface QuadBikingContent {
  /** The small line above each section title. */
  eyebrows: { adventures: string; safety: string };
  booking: Booking;
  /** Where it happens: the Book form names it and offers the trips that pass within reach. */
  place: ActivityPlace;
  hero: ActivityHeroContent;
  adventures: { title: string; intro: string; items: Showcase[] };
  safety: SafetySection;
  pricing: Pricing;
  contact: { heading: string; intro: string };
}

export const quadBiking: QuadBikingContent = {
  eyebrows: { adventures: 'Adventures', safety: 'Safety' },
  booking: { target: 'contact-section', label: 'Book Your Ride' },
  place: {
    name: 'a quad biking tour',
    // The bush trails around Hazyview, near the Kruger's Phabeni and Paul Kruger gates.
    area: { lat: -25.05, lng: 31.13, radiusKm: 25 },
  },
  hero: {
    eyebrow: 'Hazyview · Kruger surroundings',
    title: 'Quad Biking in the Bush',
    intro:
      'Swap the game vehicle for a quad bike and ride red-earth trails through bushveld and plantation on the edge of the Kruger, with a guide leading the way. No experience needed.',
    image: { id: '1535941339077-2dd1c7963098', alt: 'A dirt trail winding through dry bushveld under a wide sky' },
    figures: [
      { value: '3', label: 'Adventure types' },
      { value: '2-4 hours', label: 'Tour length' },
    ],
  },
  adventures: {
    title: 'Choose Your Adventure',
    intro: 'Every ride starts with training on a practice track, then heads out with your guide at a pace that suits the group.',
    items: [
      {
        name: 'Bush Trail Explorer',
        description: 'A two-hour loop on wide, gentle trails through the bush: the right first ride for beginners and families.',
        image: { id: '1489392191049-fc10c97e64b6', alt: 'A sandy track through green bush and acacia trees' },
        highlights: ['2 hours', 'Beginners welcome', 'Wildlife along the trail'],
      },
      {
        name: 'Sunset Ride',
        description: 'Ride out in the late afternoon to a viewpoint over the valley and watch the sun go down before the ride back in the dusk light.',
        image: { id: '1517960413843-0aee8e2b3285', alt: 'The sun setting behind acacia trees on a ridge' },
        highlights: ['2 hours', 'Golden-hour views', 'Sundowner stop'],
      },
      {
        name: 'Half-Day Adventure',
        description: 'Four hours of longer, more varied terrain, with river crossings, hill climbs and a break for refreshments along the way.',
        image: { id: '1504173010664-32509aeebb62', alt: 'A rugged hillside trail above a river valley' },
        highlights: ['4 hours', 'Varied terrain', 'For confident riders'],
      },
    ],
  },
  safety: {
    title: 'Ride with Confidence',
    intro: 'Fun first, but never at the cost of safety: our rides follow the same care as our game drives.',
    features: [
      {
        icon: 'shield',
        title: 'Briefing and Training',
        description: 'Every rider learns the controls and practises on a training track before we leave for the trails.',
      },
      {
        icon: 'helmet',
        title: 'Protective Gear',
        description: 'Helmets and goggles for every rider, fitted before the ride; closed shoes are required.',
      },
      {
        icon: 'compass',
        title: 'Guide-Led Trails',
        description: 'A guide rides in front and sets the pace on routes we know, away from public roads.',
      },
      {
        icon: 'first-aid',
        title: 'First Aid and Radio',
        description: 'Guides hold first aid certificates and carry a kit and radio on every ride.',
      },
    ],
  },
  pricing: {
    title: 'Quad Biking Pricing',
    intro: 'Two lengths of ride, one bike per rider, and everything you need included.',
    options: [
      { amount: 120, label: 'per person for 2 hours' },
      { amount: 180, label: 'per person for 4 hours' },
    ],
    facts: [
      { label: 'Tours', value: '2-4 hours' },
      { label: 'Availability', value: 'Daily' },
      { label: 'Experience', value: 'Beginners welcome' },
    ],
    inclusions: [
      'Your own automatic quad bike and fuel',
      'Helmet and goggles',
      'Safety briefing and practice track',
      'Experienced trail guide',
      'Bottled water and refreshments',
    ],
  },
  contact: {
    heading: 'Book Your Quad Bike Ride',
    intro: 'Tell us your dates, how many riders and which adventure you fancy, and we will confirm your ride within 24 hours.',
  },
};
