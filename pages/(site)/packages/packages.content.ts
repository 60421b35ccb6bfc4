import type { PackageCategory } from '#lib/package-categories.ts';

export const packagesPageContent = {
  eyebrow: 'Safari Packages',
  heading: 'Find Your Perfect Safari',
  intro: 'From classic Kruger game drives to fly-in camps in the Okavango Delta: every package is guided by our family and can be shaped around you.',
  // SPEC §2: what is and is not included in every package.
  noticeTitle: 'Good to know',
  notice:
    'None of our packages include travel to and from South Africa. Travel within the country and your accommodation are included in every package.',
  tabsLabel: 'Package categories',
  inquireLabel: 'Inquire',
  emptyCategory: 'New packages in this category are on their way. Tell us what you have in mind and we will plan it with you.',
  emptyCategoryLink: { href: '/contact', label: 'Ask about a custom safari' },
  finalCta: {
    heading: 'Not Sure Which Safari Is Right for You?',
    text: 'Tell us your dates, your budget and the animals you most want to see. We will suggest a route and reply within 24 hours.',
    link: { href: '/contact', label: 'Plan My Safari' },
  },
};

export const categoryContent: Record<PackageCategory, { tab: string; badge: string; intro: string }> = {
  local: {
    tab: 'Local Safaris',
    badge: 'Local Safari',
    intro: 'South Africa at its best: the Kruger, the Panorama Route and the Garden Route, without crossing a border.',
  },
  'cross-border': {
    tab: 'Cross-Border',
    badge: 'Cross-Border',
    intro: 'Two or more countries in one trip: Botswana, Zimbabwe and Zambia, with border transfers arranged for you.',
  },
  luxury: {
    tab: 'Luxury',
    badge: 'Luxury',
    intro: 'Private reserves, fly-in camps and suites with a view, with a private guide throughout.',
  },
};
