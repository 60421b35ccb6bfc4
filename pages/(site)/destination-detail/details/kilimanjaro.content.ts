import type { DestinationDetail } from '../destination-detail.types.ts';

export const kilimanjaro: DestinationDetail = {
  slug: 'kilimanjaro',
  name: 'Mount Kilimanjaro',
  country: 'Tanzania',
  // The mountain and its gateway town, Moshi; Arusha stays outside.
  area: { lat: -3.0674, lng: 37.3556, radiusKm: 40 },
  tagline: 'The roof of Africa: 5,895 m, and no ropes needed',
  title: 'Climb Mount Kilimanjaro: Routes and Preparation',
  metaDescription:
    'Climb Mount Kilimanjaro (5,895 m), the roof of Africa: compare six trekking routes from Marangu to Umbwe, their days and difficulty, and prepare with our tips.',
  badges: ['UNESCO World Heritage Site'],
  hero: { id: '1454496522488-7a8e488e8606', alt: 'A snow-capped summit rising above the clouds' },
  about: [
    'Kilimanjaro is the highest mountain in Africa and the tallest free-standing mountain in the world. Its summit, Uhuru Peak on the crater rim of Kibo, stands 5,895 metres above sea level, yet it can be reached on foot by fit walkers without technical climbing.',
    'Hans Meyer and Ludwig Purtscheller first reached the top in 1889, guided by Yohani Kinyala Lauwo of Marangu. On the way up you walk through five climate zones, from farmland and rainforest through heather and moorland and alpine desert to the arctic summit, in a few days. About 65% of climbers reach the summit; a longer route, with more time to acclimatise, raises your chances.',
  ],
  gallery: [
    { id: '1506905925346-21bda4d32df4', alt: 'Looking down on a sea of clouds from high on the mountain' },
    { id: '1441974231531-c6227db76b6e', alt: 'Sunlight in the montane rainforest' },
    { id: '1464822759023-fed622ff2c3b', alt: 'Rocky alpine desert below the summit' },
    { id: '1500530855697-b586d89ba3ee', alt: 'The plains at the foot of the mountain' },
  ],
  routes: {
    heading: 'Trekking Routes',
    intro: 'Six routes lead to the summit. More days on the mountain mean better acclimatisation and a better chance of standing on Uhuru Peak.',
    items: [
      { name: 'Marangu', duration: '5-6 days', difficulty: 'Moderate', description: 'The oldest route, with a gradual climb and sleeping huts instead of tents.' },
      { name: 'Machame', duration: '6-7 days', difficulty: 'Moderate-Hard', description: 'The popular “Whiskey Route”: steeper, very scenic, and good for acclimatisation.' },
      { name: 'Lemosho', duration: '7-8 days', difficulty: 'Moderate', description: 'Starts in the remote west across the Shira Plateau; quiet, beautiful and with a high success rate.' },
      { name: 'Rongai', duration: '6-7 days', difficulty: 'Moderate', description: 'The only route from the north, near the Kenyan border; drier and less crowded.' },
      { name: 'Northern Circuit', duration: '8-9 days', difficulty: 'Moderate', description: 'The longest route, circling the northern slopes, with the best acclimatisation of all.' },
      { name: 'Umbwe', duration: '6-7 days', difficulty: 'Hard', description: 'Short, steep and direct: only for experienced hikers who acclimatise well.' },
    ],
  },
  preparationTips: {
    heading: 'Preparation Tips',
    items: [
      'Train for several months with long hikes on consecutive days, carrying a daypack.',
      'Choose a route of seven days or more to give your body time to adapt to the altitude.',
      'Walk slowly, “pole pole” as the guides say, and drink three to four litres of water a day.',
      'Pack warm layers: summit night can fall well below freezing.',
      'Take travel insurance that covers trekking up to 6,000 m and helicopter evacuation.',
      'Ask your doctor about altitude sickness and the vaccinations you need before you go.',
    ],
  },
  facts: {
    heading: 'Quick Facts',
    items: [
      { label: 'Summit height', value: '5,895 m' },
      { label: 'First ascent', value: '1889' },
      { label: 'Success rate', value: '65%' },
      { label: 'Climate zones', value: '5' },
      { label: 'Best time', value: 'January-March and June-October' },
    ],
  },
  highlights: [
    'Sunrise from Uhuru Peak, the highest point in Africa',
    'Five climate zones in a single climb',
    'The glaciers and ash cone of Kibo',
    'A well-earned safari or beach stay afterwards',
  ],
  cta: 'Plan Your Visit',
  closing: {
    heading: 'Ready to Climb Kilimanjaro?',
    text: 'Tell us about your hiking experience and travel dates, and we will help you choose the route and the days on the mountain.',
    contactLink: true,
  },
};
