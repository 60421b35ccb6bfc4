import type { DestinationDetail } from '../destination-detail.types.ts';

export const chobe: DestinationDetail = {
  slug: 'chobe',
  name: 'Chobe National Park',
  country: 'Botswana',
  // The riverfront at Kasane, Linyanti and Savuti; Victoria Falls (about 130 km) stays outside.
  area: { lat: -18.25, lng: 24.65, radiusKm: 105 },
  tagline: 'The greatest gathering of elephants in Africa, on the Chobe River',
  title: 'Chobe National Park Safari, Botswana',
  metaDescription:
    'Safari in Chobe National Park, Botswana: river cruises among elephant herds, game drives on the floodplains and Savuti predators, close to Victoria Falls.',
  hero: { id: '1489392191049-fc10c97e64b6', alt: 'Elephants drinking on the banks of the Chobe River' },
  about: [
    'Botswana\'s first national park, proclaimed in 1968, covers about 11,700 km² of river front, woodland and marsh. In the dry season tens of thousands of elephants walk down to the Chobe River to drink and swim: the wider region holds the largest elephant population on the continent.',
    'The riverfront near Kasane is best seen from a boat, with the animals only metres away. Further south, Savuti is known for its lions and wild dogs, and Linyanti for its wetlands. Victoria Falls is about 80 kilometres from Kasane, so the two combine naturally on one trip.',
  ],
  gallery: [
    { id: '1557050543-4d5f4e07ef46', alt: 'An elephant herd crossing the river' },
    { id: '1551316679-9c6ae9dec224', alt: 'A buffalo on the floodplain' },
    { id: '1546182990-dffeafbe841d', alt: 'A lioness watching from the grass' },
    { id: '1517960413843-0aee8e2b3285', alt: 'Sunset over the Chobe floodplains' },
  ],
  activities: {
    heading: 'Activities',
    items: [
      { name: 'Chobe River Cruise', description: 'Drift past elephants, hippos and crocodiles on a shaded boat, the classic Chobe afternoon.', duration: '3 hours' },
      { name: 'Morning Game Drive', description: 'Along the riverfront at first light, when lions and leopards are still active.', duration: '3-4 hours' },
      { name: 'Photographic Boat Safari', description: 'A small boat with swivel camera mounts, for eye-level pictures at the water\'s edge.', duration: '3 hours' },
      { name: 'Savuti Predator Drive', description: 'A full day in the Savuti marsh area, home of famous lion prides.', duration: 'Full day' },
      { name: 'Tigerfish Fishing', description: 'Catch-and-release fishing for the Chobe\'s fighting tigerfish.', duration: 'Half day' },
      { name: 'Victoria Falls Day Trip', description: 'Cross into Zimbabwe to walk the rainforest along the falls and return by evening.', duration: 'Full day' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Northern Botswana' },
      { label: 'Area', value: 'About 11,700 km²' },
      { label: 'Established', value: '1968' },
      { label: 'Best time', value: 'May-October' },
      { label: 'Recommended stay', value: '2-4 days' },
    ],
  },
  highlights: [
    'Huge elephant herds along the river',
    'Game viewing by boat as well as by vehicle',
    'Lion and wild dog territory at Savuti',
    'Less than two hours from Victoria Falls',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Cruise the Chobe River with Us',
    text: 'Chobe is the heart of our cross-border trips. Let us know your dates and we will fit it together with the falls and the delta.',
    contactLink: true,
  },
};
