/** The home page's copy (SPEC §1-2: the marketing claims are quoted as SPEC states them). */

export interface StockImage {
  photoId: string;
  alt: string;
}

export const heroContent = {
  eyebrow: 'Family-run safaris from South Africa',
  headline: 'Live Your African Dream',
  text: 'Track the Big Five, walk with cheetahs and feel the spray of Victoria Falls, with two professional guides who plan every day around you.',
  primaryCta: { href: '#packages', label: 'Explore Safari Packages' },
  secondaryCta: { href: '#about', label: 'Read Our Story' },
  image: { photoId: '1516426122078-c23e76319801', alt: 'A safari vehicle on a dirt track through golden savanna grass' } satisfies StockImage,
};

export const aboutContent = {
  eyebrow: 'Our Story',
  heading: 'Two Guides, One Family, a Lifetime in the Bush',
  paragraphs: [
    'We are a family business built around two professional guides, each with 12+ years of experience leading travellers through the reserves of southern and East Africa.',
    'We keep our groups small and our days unhurried: time at a sighting, a patient answer to every question, and the knowledge of where the animals are this week rather than last season.',
  ],
  stats: [
    { value: '2', label: 'Professional guides' },
    { value: '12+', label: 'Years of experience each' },
    { value: '100%', label: 'Safety record' },
    { value: '500+', label: 'Happy travelers' },
  ],
  image: { photoId: '1535941339077-2dd1c7963098', alt: 'Forested hills and cliffs along the Panorama Route' } satisfies StockImage,
  guidesLabel: 'Your guides',
  guidesLink: { href: '/guides', label: 'Meet Our Guides' },
};

/** SPEC §2: the two featured package types, their badges, and SPEC §3's fallback comparison texts. */
export const featuredPackages = [
  { type: 'elegant', label: 'Elegant Safari', badge: 'Premium', fallback: { duration: '7-21 days', accommodation: 'Luxury Lodges', groupSize: '2-4 people' } },
  { type: 'economical', label: 'Economical Safari', badge: 'Value', fallback: { duration: '7-14 days', accommodation: 'Safari Camps', groupSize: '6-8 people' } },
] as const;

export const packagesContent = {
  eyebrow: 'Safari Packages',
  heading: 'Choose Your Safari Style',
  intro: 'Two ways to experience the wild: private luxury with your own guide, or a small-group adventure that keeps every sighting and costs less.',
  inquireLabel: 'Inquire Now',
  comparisonCaption: 'How the two safari styles compare',
  comparisonRowHeader: 'Feature',
  comparisonRows: [
    { key: 'duration', label: 'Duration' },
    { key: 'accommodation', label: 'Accommodation' },
    { key: 'groupSize', label: 'Group Size' },
  ] as const,
  viewAll: { href: '/packages', label: 'View All Safari Packages' },
};

export const galleryContent = {
  eyebrow: 'Gallery',
  heading: 'Moments from the Bush',
  intro: 'A glimpse of the days you will spend with us. Select a photo to see it larger.',
  // SPEC §2: three static images of the categories guides, guides and experience.
  images: [
    { photoId: '1493246507139-91e8fad9978e', category: 'Guides', title: 'Tracking at sunrise', alt: 'A guide with binoculars watching the bush at sunrise' },
    { photoId: '1517960413843-0aee8e2b3285', category: 'Guides', title: 'Sundowner stop', alt: 'Guests and their guide sharing drinks as the sun sets over the savanna' },
    { photoId: '1523805009345-7448845a9e53', category: 'Experience', title: 'Savanna sunset', alt: 'An acacia tree silhouetted against an orange sunset' },
  ],
  video: {
    heading: 'Our Safari Film',
    text: 'Ten minutes in the Greater Kruger with our guides, from first light to the campfire.',
    playLabel: 'Play Video',
    image: { photoId: '1547471080-7cc2caa01a7e', alt: 'Elephants crossing a dusty plain, a still from our safari film' } satisfies StockImage,
    // SPEC §2 has no playback: the button says so rather than doing nothing.
    comingSoonTitle: 'Our safari film is coming soon',
    comingSoonText: 'We are still editing it. Meanwhile, the gallery has photos from our recent trips.',
  },
  links: [
    { href: '/gallery', label: 'View Full Gallery' },
    { href: '/gallery', label: 'View Wildlife Gallery' },
  ],
};
