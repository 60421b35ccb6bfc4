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
  '/cheetah-walk': {
    title: 'Spaziergang mit Geparden nahe dem Kruger | African Safari Tours',
    description:
      'Zu Fuß neben an Menschen gewöhnten Geparden und ihren Betreuern nahe dem Kruger: 350 $ pro Person, 2–3 Stunden, höchstens 6 Personen, täglich. 95 % erfolgreiche Gepardenbegegnungen.',
  },
  '/jessica-hippo': {
    title: 'Flusspferd Jessica in Hoedspruit besuchen | African Safari Tours',
    description:
      'Besuchen Sie Jessica, das Flusspferd, das eine Familie am Blyde River bei Hoedspruit aufgezogen hat, und hören Sie ihre Geschichte: 150 $ pro Person, 1–2 Stunden, täglich. Über 1000 begeisterte Besucher.',
  },
  '/panorama-route': {
    title: 'Panoramaroute und Blyde River Canyon | African Safari Tours',
    description:
      'Ein geführter Tag auf der Panoramaroute in Mpumalanga: God’s Window, die Three Rondavels, Bourke’s Luck Potholes und Wasserfälle. 180 $ pro Person, 8–10 Stunden, täglich.',
  },
  '/quad-biking': {
    title: 'Quadtouren nahe dem Kruger | African Safari Tours',
    description:
      'Geführte Quadtouren auf Buschpisten bei Hazyview und dem Kruger: 120 $ pro Person für 2 Stunden, 180 $ für 4 Stunden. Ausrüstung, Einweisung und Guide inklusive.',
  },
  '/victoria-falls': {
    title: 'Tagestour zu den Victoriafällen | African Safari Tours',
    description:
      'Ein geführter Tagesausflug zu den Victoriafällen in Simbabwe: 280 $ pro Person, mit Hubschrauberflug 450 $, täglich. Hochwasser von Februar bis Juli, Niedrigwasser von August bis Januar.',
  },
  '/gallery': {
    title: 'Safari-Fotogalerie | African Safari Tours',
    description:
      'Stöbern Sie in unseren Safari-Fotosammlungen: Begegnungen mit den Big Five, Canyons und Wasserfälle und das Leben unterwegs mit unseren Guides, alles von unseren eigenen Reisen im südlichen Afrika.',
  },
  '/travel-info': {
    title: 'Reiseinformationen für Ihre Safari: Jahreszeiten, Flughäfen und Packliste | African Safari Tours',
    description:
      'Planen Sie Ihre Safari im südlichen Afrika: was jede Jahreszeit bietet, die Ankunft in Johannesburg, Kapstadt oder Durban, 13 Aktivitäten zum Dazubuchen und eine Packliste nach Ländern.',
  },
};
