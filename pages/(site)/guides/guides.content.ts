/** Copy of the guides page; the figures are SPEC §1's claims. */
export interface GuideProfile {
  id: string;
  name: string;
  title: string;
  experience: string;
  bio: string;
  image: { photoId: string; alt: string };
  specialties: string[];
  languages: string[];
  certifications: string[];
  achievements: string[];
}

export interface TeamValue {
  title: string;
  text: string;
}

export const guidesHero = {
  eyebrow: 'The people behind your safari',
  title: 'Meet Your Safari Guides',
  intro: 'We are a family business built around two professional guides. The person who plans your trip is the person who drives you out at first light.',
};

export const teamIntro = {
  title: 'A family that lives for the bush',
  paragraphs: [
    'Our story began with a guide who wanted to share the reserves he grew up beside, and a family who believed travellers deserve to be looked after like guests in a home. Together we have spent 25+ years in the wild places of southern Africa.',
    'We keep our groups small and our promises simple: honest advice, careful planning and a guide who knows every track by heart.',
  ],
  stats: [
    { value: '2', label: 'Professional guides' },
    { value: '12+', label: 'Years of experience each' },
    { value: '100%', label: 'Safety record' },
    { value: '500+', label: 'Happy travelers' },
  ],
};

export const profileLabels = {
  sectionLabel: 'Guide profiles',
  experience: 'Experience',
  specialties: 'Specialties',
  languages: 'Languages',
  certifications: 'Certifications',
  achievements: 'Achievements',
  book: { label: 'Book Safari', href: '/contact' },
  bookWith: (name: string) => `with ${name}`,
};

// The certifications are the four SPEC §2 lists for the home page's safety section.
const CORE_CERTIFICATIONS = [
  'Professional guide certification',
  'Wilderness first aid and CPR',
  'Firearms proficiency and safety',
  'Emergency response and evacuation',
];

export const guides: GuideProfile[] = [
  {
    id: 'sipho',
    name: 'Sipho Dlamini',
    title: 'Head Guide and Co-founder',
    experience: '15 years guiding in the Greater Kruger',
    bio: 'Sipho grew up on the edge of the Kruger and learned to read the bush from the trackers of his village. He plans our South African safaris and still leads most game drives himself.',
    image: { photoId: '1493246507139-91e8fad9978e', alt: 'A guide scanning the bush with binoculars at sunrise' },
    specialties: ['Big Five tracking', 'Walking safaris', 'Kruger and Sabi Sand reserves', 'Birding'],
    languages: ['English', 'isiZulu', 'Afrikaans'],
    certifications: CORE_CERTIFICATIONS,
    achievements: [
      'Tracks lion and leopard on foot by their spoor',
      'Mentors the young guides of our partner lodges',
      'Has welcomed guests from more than 30 countries',
    ],
  },
  {
    id: 'anna',
    name: 'Anna van Wyk',
    title: 'Cross-Border Expedition Guide',
    experience: '12 years guiding across southern Africa',
    bio: 'Anna leads our journeys beyond South Africa, from the Chobe River to the Okavango Delta and Victoria Falls. Families love her patience with young explorers and her eye for a photograph.',
    image: { photoId: '1517960413843-0aee8e2b3285', alt: 'Travellers and their guide at a sundowner stop above the savanna' },
    specialties: ['Botswana and Zimbabwe overland', 'Okavango Delta mokoro trips', 'Wildlife photography', 'Family safaris'],
    languages: ['English', 'Afrikaans', 'German'],
    certifications: [...CORE_CERTIFICATIONS, 'Advanced off-road driving'],
    achievements: [
      'Plans and leads every one of our cross-border expeditions',
      'Knows the border posts of four countries by name and by queue',
      'Runs our junior ranger afternoons for young travellers',
    ],
  },
];

export const values = {
  eyebrow: 'How we guide',
  title: 'What you can count on',
  items: [
    { title: 'Safety first, always', text: 'Every drive and walk follows the same careful routine that has given us a 100% safety record.' },
    { title: 'Small groups, personal service', text: 'You travel with the guide who planned your trip, in groups small enough that every guest has a window seat.' },
    { title: 'Respect for the wild', text: 'We keep our distance, stay on the tracks and support the communities who live alongside the wildlife.' },
  ] satisfies TeamValue[],
};
