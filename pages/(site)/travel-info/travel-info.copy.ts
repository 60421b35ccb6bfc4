/**
 * /travel-info's hydrating words in every language we serve (issue 42): the heading, the tabs' labels and the closing
 * invitation. The panels' words and records render on the server only: travel-panels.copy.ts.
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import type { Booking, CallToAction } from '#components/site/activity/activity.types.ts';
import { travelInfoContent } from './travel-info.content.ts';

export type TravelTabId = keyof typeof travelInfoContent.tabs;

export interface TravelInfoCopy {
  eyebrow: string;
  title: string;
  intro: string;
  tabsLabel: string;
  tabLabels: Record<TravelTabId, string>;
  cta: CallToAction;
  booking: Booking;
}

const { tabs } = travelInfoContent;

export const travelInfoCopy: Localized<TravelInfoCopy> = {
  en: {
    eyebrow: travelInfoContent.eyebrow,
    title: travelInfoContent.title,
    intro: travelInfoContent.intro,
    tabsLabel: travelInfoContent.tabsLabel,
    tabLabels: { seasons: tabs.seasons.label, airports: tabs.airports.label, activities: tabs.activities.label, packing: tabs.packing.label },
    cta: travelInfoContent.cta,
    booking: travelInfoContent.booking,
  },
  de: {
    eyebrow: 'Reise planen',
    title: 'Reiseinformationen',
    intro:
      'Wann Sie kommen, wo Sie landen, was Sie unternehmen und was Sie einpacken: die praktische Seite einer Safari im südlichen Afrika, von den Menschen, die sie führen.',
    tabsLabel: 'Themen der Reiseinformationen',
    tabLabels: { seasons: 'Jahreszeiten', airports: 'Flughäfen', activities: 'Aktivitäten', packing: 'Packliste' },
    cta: {
      title: 'Noch in der Planung?',
      text: 'Fragen Sie uns zu Visa, Jahreszeiten, Flügen oder zur Packliste: Wir beantworten jede Frage innerhalb von 24 Stunden.',
    },
    booking: { target: 'contact-page', label: 'Fragen Sie unser Team' },
  },
};
