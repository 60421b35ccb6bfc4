import type { DestinationDetail } from '../destination-detail.types.ts';

export const victoriaFalls: DestinationDetail = {
  slug: 'victoria-falls',
  name: 'Victoria Falls',
  country: 'Zimbabwe and Zambia',
  // The falls, with Victoria Falls town and Livingstone either side of the gorge.
  area: { lat: -17.9243, lng: 25.8572, radiusKm: 25 },
  tagline: 'Mosi-oa-Tunya, the Smoke that Thunders, on the Zambezi River',
  title: 'Victoria Falls: The Smoke that Thunders',
  metaDescription:
    'Visit Victoria Falls on the Zimbabwe-Zambia border: rainforest walks, the Flight of Angels, Zambezi sunset cruises and rafting, planned by our family-run safari team.',
  badges: ['UNESCO World Heritage Site'],
  hero: { id: '1568625502763-2a5ec6a94c47', alt: 'Victoria Falls in high water, spray rising above the gorge' },
  about: [
    'Where the Zambezi River drops into a narrow basalt gorge, it forms the largest curtain of falling water on Earth: about 1,708 metres wide and up to 108 metres high. The local name, Mosi-oa-Tunya, means the Smoke that Thunders, and in high water the spray can be seen from more than 30 kilometres away.',
    'The falls form the border between Zimbabwe and Zambia, and both sides are worth seeing. The Zimbabwean side faces most of the main falls; the Zambian side brings you close to the Eastern Cataract and, in low water, to the rock pools at the very edge. We combine the falls with Chobe in Botswana, only an hour and a half away by road.',
  ],
  gallery: [
    { id: '1609198092458-38a293c7ac4b', alt: 'A rainbow arching over the Batoka Gorge below the falls' },
    { id: '1516026672322-bc52d61a55d5', alt: 'The Zambezi gorges seen from the air' },
    { id: '1517960413843-0aee8e2b3285', alt: 'Sundowners on the upper Zambezi' },
    { id: '1557050543-4d5f4e07ef46', alt: 'Elephants crossing the Zambezi above the falls' },
  ],
  activities: {
    heading: 'Things to Do',
    items: [
      { name: 'Guided Rainforest Walk', description: 'Follow the path along the gorge through the spray-fed rainforest, with sixteen viewpoints over the main falls.', duration: '2 hours' },
      { name: 'Flight of Angels', description: 'A helicopter flight over the falls and the zigzag gorges, the best way to grasp their scale.', duration: '13-15 minutes' },
      { name: 'Zambezi Sunset Cruise', description: 'Hippos, crocodiles and elephants on the banks of the upper river as the sun goes down.', duration: '2-3 hours' },
      { name: 'White-Water Rafting', description: 'Some of the world\'s best commercial rapids in the Batoka Gorge, run in the low-water months.', duration: 'Full day' },
      { name: 'Victoria Falls Bridge Tour', description: 'Walk the 1905 bridge between the two countries, its history told by a local guide, with an optional bungee jump.', duration: '1-2 hours' },
      { name: 'Devil\'s Pool Swim', description: 'On the Zambian side, a natural rock pool right at the lip of the falls, open when the river is low.', duration: '2-3 hours' },
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Location', value: 'Zimbabwe and Zambia' },
      { label: 'Width', value: '1,708 m' },
      { label: 'Height', value: 'Up to 108 m' },
      { label: 'Best time', value: 'February to July (high water)' },
      { label: 'Recommended stay', value: '2-3 days' },
    ],
  },
  highlights: [
    'The largest sheet of falling water in the world',
    'Lunar rainbows on full-moon nights in high water',
    'Adrenaline activities in the Batoka Gorge',
    'Easy combination with Chobe National Park',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Ready to Feel the Spray?',
    text: 'Tell us when you would like to travel and we will plan your days at the falls, from the rainforest walk to the sunset cruise.',
    contactLink: true,
  },
};
