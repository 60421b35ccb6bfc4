/** The home page's server-rendered copy in every language we serve (issue 42); the English is in home.content.ts and safety.content.ts. */
import type { Localized } from '#lib/domain/site/locale.ts';
import { aboutContent, featuredPackages, heroContent, packagesContent, type StockImage } from './home.content.ts';
import { homeCopyDe } from './home.content.de.ts';
import { bigFiveContent, safetyContent, testimonialsContent } from './safety.content.ts';

type FeaturedType = (typeof featuredPackages)[number]['type'];
type Fallback = { duration: string; accommodation: string; groupSize: string };

export interface HomeCopy {
  hero: Omit<typeof heroContent, 'image'> & { image: StockImage };
  about: Omit<typeof aboutContent, 'stats' | 'paragraphs' | 'image'> & { paragraphs: string[]; stats: { value: string; label: string }[]; image: StockImage };
  /** The two featured styles' names, badges and SPEC §3's fallback texts, by package type. */
  featured: Record<FeaturedType, { label: string; badge: string; fallback: Fallback }>;
  packages: Omit<typeof packagesContent, 'comparisonRows'> & { comparisonRows: readonly { key: keyof Fallback; label: string }[] };
  safety: Omit<typeof safetyContent, 'features' | 'certifications'> & {
    features: { icon: (typeof safetyContent.features)[number]['icon']; title: string; description: string }[];
    certifications: string[];
  };
  testimonials: typeof testimonialsContent;
  bigFive: Omit<typeof bigFiveContent, 'animals'> & { animals: { name: string; fact: string; photoId: string; alt: string }[] };
}

export const homeCopy: Localized<HomeCopy> = {
  en: {
    hero: heroContent,
    about: aboutContent,
    featured: Object.fromEntries(featuredPackages.map(({ type, label, badge, fallback }) => [type, { label, badge, fallback }])) as HomeCopy['featured'],
    packages: packagesContent,
    safety: safetyContent,
    testimonials: testimonialsContent,
    bigFive: bigFiveContent,
  },
  de: homeCopyDe,
};
