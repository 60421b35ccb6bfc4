/** The guides page's copy in every language we serve (issue 42); the English is `guides.content.ts`. */
import type { Localized } from '#lib/domain/site/locale.ts';
import { guides, guidesHero, profileLabels, teamIntro, values, type GuideProfile, type TeamValue } from './guides.content.ts';
import { guidesCopyDe } from './guides.content.de.ts';

export interface GuidesCopy {
  guidesHero: typeof guidesHero;
  teamIntro: { title: string; paragraphs: string[]; stats: { value: string; label: string }[] };
  profileLabels: Omit<typeof profileLabels, 'bookWith'> & { bookWith: (name: string) => string };
  guides: GuideProfile[];
  values: { eyebrow: string; title: string; items: TeamValue[] };
}

export const guidesCopy: Localized<GuidesCopy> = {
  en: { guidesHero, teamIntro, profileLabels, guides, values },
  de: guidesCopyDe,
};
