import type {
  ActivityHeroContent,
  ActivityPlace,
  Booking,
  CallToAction,
  Figure,
  Pricing,
  SafetySection,
  Showcase,
  StockImage,
  TitledList,
} from '#components/site/activity/activity.types.ts';

export interface PanoramaRouteContent {
  /** The small line above each section title. */
  eyebrows: { viewpoints: string; route: string; canyon: string; experience: string };
  booking: Booking;
  /** Where it happens: the Book form names it and offers the trips that pass within reach. */
  place: ActivityPlace;
  hero: ActivityHeroContent;
  viewpoints: { title: string; intro: string; items: Showcase[] };
  routeFeatures: SafetySection;
  canyon: { title: string; paragraphs: string[]; facts: Figure[]; image: StockImage };
  experience: TitledList;
  pricing: Pricing;
  cta: CallToAction;
}

export const panoramaRoute: PanoramaRouteContent = {
  eyebrows: { viewpoints: 'Viewpoints', route: 'The route', canyon: 'Canyon facts', experience: 'The day' },
  booking: { target: 'contact-page', label: 'Book the Panorama Route', about: 'panorama-route' },
  place: {
    name: 'the Panorama Route tour',
    // The escarpment from the Three Rondavels past Bourke's Luck and God's Window to Graskop and Pilgrim's Rest.
    area: { lat: -24.75, lng: 30.82, radiusKm: 35 },
  },
  hero: {
    eyebrow: 'Mpumalanga · Drakensberg escarpment',
    title: 'The Panorama Route',
    intro:
      'A full day along the edge of the escarpment, where the highveld drops away to the lowveld: canyon views, waterfalls and gold-rush villages, an easy drive from the Kruger.',
    image: { id: '1516026672322-bc52d61a55d5', alt: 'The Blyde River Canyon seen from its rim, with green slopes falling to the river' },
    figures: [
      { value: '3', label: 'Iconic viewpoints' },
      { value: '8-10 hours', label: 'A full day on the route' },
    ],
  },
  viewpoints: {
    title: 'Three Unforgettable Viewpoints',
    intro: 'We time each stop for the best light and the fewest crowds.',
    items: [
      {
        name: 'God’s Window',
        description:
          'A lookout on the very lip of the escarpment, where the cliffs fall some 700 metres to the lowveld. On a clear day the view runs across the plains towards the Kruger.',
        image: { id: '1523805009345-7448845a9e53', alt: 'Wide view from a cliff edge over hazy plains far below' },
        highlights: ['Escarpment edge', 'Rainforest walk', 'Views over the lowveld'],
      },
      {
        name: 'Three Rondavels',
        description:
          'Three round, grass-capped peaks that look like the traditional huts they are named after, standing above the Blyde River Canyon and the Blydepoort Dam.',
        image: { id: '1484318571209-661cf29a69c3', alt: 'Three round-topped rock peaks above a deep green canyon' },
        highlights: ['The classic canyon view', 'Blydepoort Dam', 'Best in morning light'],
      },
      {
        name: 'Bourke’s Luck Potholes',
        description:
          'Where the Treur and Blyde rivers meet, centuries of swirling pebbles have drilled deep cylindrical potholes into the rock. Footbridges cross the gorge right above them.',
        image: { id: '1493246507139-91e8fad9978e', alt: 'Water running through smooth, sculpted rock pools in a gorge' },
        highlights: ['Footbridges over the gorge', 'Geology up close', 'Named after a gold prospector'],
      },
    ],
  },
  routeFeatures: {
    title: 'Along the Route',
    intro: 'Between the viewpoints, the road itself is half the pleasure.',
    features: [
      {
        icon: 'car',
        title: 'Scenic Mountain Drive',
        description: 'Passes, forests and sudden views along the escarpment roads, in a comfortable air-conditioned vehicle.',
      },
      {
        icon: 'droplet',
        title: 'Waterfalls',
        description: 'Short stops at falls such as Lisbon, Berlin and Mac Mac, each plunging off the escarpment into forested gorges.',
      },
      {
        icon: 'map-pin',
        title: 'Gold-Rush Heritage',
        description: 'Pilgrim’s Rest, a mining village preserved from the 1870s gold rush, and lunch in the mountain town of Graskop.',
      },
      {
        icon: 'compass',
        title: 'Local Expert Guide',
        description: 'Your guide knows the geology, history and birdlife of the escarpment and where to stand for each photograph.',
      },
    ],
  },
  canyon: {
    title: 'The Blyde River Canyon',
    paragraphs: [
      'The Blyde River Canyon is among the largest canyons on Earth and, unlike the desert canyons it is compared with, it is covered in subtropical forest: a green canyon.',
      'Its sandstone and quartzite cliffs were cut by the Blyde River as it falls from the escarpment towards the lowveld, leaving towers such as the Three Rondavels standing free.',
    ],
    facts: [
      { value: '25 km', label: 'Length of the canyon' },
      { value: '750 m', label: 'Average depth' },
      { value: '1,944 m', label: 'Mariepskop, its highest peak' },
    ],
    image: { id: '1484318571209-661cf29a69c3', alt: 'Forested canyon walls and a winding river seen from above' },
  },
  experience: {
    title: 'Your Day on the Route',
    intro: 'A relaxed pace with time at every stop and no rushing back.',
    items: [
      'Collection from your lodge in the morning',
      'Time to walk and photograph at each of the three viewpoints',
      'Waterfall stops along the escarpment',
      'A stroll through historic Pilgrim’s Rest',
      'Lunch in Graskop, famous for its pancakes',
      'Look out for baboons, klipspringers and birds of prey on the cliffs',
    ],
  },
  pricing: {
    title: 'Panorama Route Pricing',
    intro: 'A full guided day from your lodge and back, at one price per person.',
    options: [{ amount: 180, label: 'per person' }],
    facts: [
      { label: 'Duration', value: '8-10 hours' },
      { label: 'Availability', value: 'Daily' },
      { label: 'Start', value: 'From your lodge' },
    ],
    inclusions: ['Private guide and air-conditioned vehicle', 'Entrance fees at every viewpoint', 'Bottled water and snacks', 'Return transfers from your lodge'],
  },
  cta: {
    title: 'See the Escarpment with Us',
    text: 'The Panorama Route fits neatly between game drives in the Kruger. Tell us where you are staying and we will plan the day.',
  },
};
