/**
 * The German pages' titles and descriptions (issue 42). The English ones stay in each page's +config.ts; a German
 * page's are set over them by pages/(site)/+onBeforeRenderHtml.ts. Every path in GERMAN_PATHS has one (unit test).
 */
export interface PageHead {
  title: string;
  description: string;
}

export const GERMAN_HEADS: Readonly<Record<string, PageHead>> = {
  '/': {
    title: 'African Safari Tours | Familiengeführte Safaris im südlichen Afrika',
    description:
      'Ihr Traum von Afrika: private Safaris und Reisen in kleinen Gruppen mit zwei professionellen Guides, einer makellosen Sicherheitsbilanz und über 500 zufriedenen Reisenden. Fragen Sie jetzt an, wir antworten innerhalb von 24 Stunden.',
  },
  '/guides': {
    title: 'Unsere Safari-Guides | African Safari Tours',
    description:
      'Lernen Sie die zwei Guides hinter jeder Reise kennen: jeweils über 12 Jahre Erfahrung im Busch, eine makellose Sicherheitsbilanz und über 500 zufriedene Reisende. Ihre Schwerpunkte, Sprachen und Qualifikationen.',
  },
  '/accommodations': {
    title: 'Safari-Lodges und Zeltcamps | African Safari Tours',
    description:
      'Wo Sie auf Safari übernachten: Luxus-Lodges für 400–800 $, Luxus-Safarizelte für 200–400 $ und Standard-Lodges für 150–250 $ pro Nacht, mit besonderen Annehmlichkeiten.',
  },
  '/packages': {
    title: 'Safari-Reisen | African Safari Tours',
    description:
      'Safaris in Südafrika, länderübergreifende Reisen nach Botswana und zu den Victoriafällen und Luxus-Safaris mit dem Kleinflugzeug. Preise pro Person in US-Dollar, Fahrten im Land und Unterkünfte inbegriffen.',
  },
  '/contact': {
    title: 'Kontakt | African Safari Tours',
    description:
      'Rufen Sie uns an, schreiben Sie uns per WhatsApp oder senden Sie uns Ihre Safari-Anfrage mit Reisedaten, Gruppengröße und Budget. Jemand aus unserer Familie antwortet innerhalb von 24 Stunden.',
  },
  '/destinations': {
    title: 'Safari-Ziele im südlichen und östlichen Afrika | African Safari Tours',
    description:
      'Safari-Ziele im südlichen und östlichen Afrika: Kruger, Chobe, Okavango-Delta, Victoriafälle, Serengeti, Sansibar und mehr, dazu Erlebnisse von Geparden-Spaziergängen bis zu Bootsfahrten auf dem Sambesi.',
  },
};
