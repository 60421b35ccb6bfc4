/** The guides page in German (issue 42): written for German readers, not translated line by line. */
import type { GuidesCopy } from './guides.copy.ts';

const CORE_CERTIFICATIONS = [
  'Staatlich anerkannte Zulassung als Safari-Guide',
  'Erste Hilfe in der Wildnis und Wiederbelebung',
  'Sicherer Umgang mit Schusswaffen',
  'Notfallmanagement und Evakuierung',
];

export const guidesCopyDe: GuidesCopy = {
  guidesHero: {
    eyebrow: 'Die Menschen hinter Ihrer Safari',
    title: 'Lernen Sie Ihre Guides kennen',
    intro: 'Wir sind ein Familienbetrieb mit zwei professionellen Guides. Wer Ihre Reise plant, sitzt auch am Steuer, wenn es im ersten Morgenlicht hinausgeht.',
  },
  teamIntro: {
    title: 'Eine Familie, die für den Busch lebt',
    paragraphs: [
      'Alles begann mit einem Guide, der die Wildschutzgebiete seiner Kindheit mit anderen teilen wollte, und einer Familie, die fand, dass Reisende wie Gäste im eigenen Haus umsorgt werden sollten. Zusammen sind wir seit über 25 Jahren in der Wildnis des südlichen Afrikas unterwegs.',
      'Unsere Gruppen bleiben klein und unsere Versprechen einfach: ehrliche Beratung, sorgfältige Planung und ein Guide, der jede Piste auswendig kennt.',
    ],
    stats: [
      { value: '2', label: 'Professionelle Guides' },
      { value: '12+', label: 'Jahre Erfahrung, jeder von beiden' },
      { value: '100 %', label: 'Sicherheitsbilanz' },
      { value: '500+', label: 'Zufriedene Reisende' },
    ],
  },
  profileLabels: {
    sectionLabel: 'Unsere Guides im Porträt',
    experience: 'Erfahrung',
    specialties: 'Schwerpunkte',
    languages: 'Sprachen',
    certifications: 'Qualifikationen',
    achievements: 'Was sie auszeichnet',
    book: { label: 'Safari anfragen', href: '/contact' },
    bookWith: (name) => `mit ${name}`,
  },
  guides: [
    {
      id: 'sipho',
      name: 'Sipho Dlamini',
      title: 'Leitender Guide und Mitgründer',
      experience: '15 Jahre als Guide im Greater Kruger',
      bio: 'Sipho ist am Rand des Kruger-Nationalparks aufgewachsen und hat von den Fährtenlesern seines Dorfes gelernt, den Busch zu lesen. Er plant unsere Safaris in Südafrika und fährt die meisten Pirschfahrten bis heute selbst.',
      image: { photoId: '1493246507139-91e8fad9978e', alt: 'Ein Guide sucht bei Sonnenaufgang mit dem Fernglas den Busch ab' },
      specialties: ['Spurensuche nach den Big Five', 'Safaris zu Fuß', 'Kruger und Sabi Sand', 'Vogelbeobachtung'],
      languages: ['Englisch', 'isiZulu', 'Afrikaans'],
      certifications: CORE_CERTIFICATIONS,
      achievements: [
        'Folgt Löwen und Leoparden zu Fuß anhand ihrer Spuren',
        'Bildet die jungen Guides unserer Partner-Lodges aus',
        'Hat schon Gäste aus mehr als 30 Ländern begleitet',
      ],
    },
    {
      id: 'anna',
      name: 'Anna van Wyk',
      title: 'Expeditions-Guide über Landesgrenzen hinweg',
      experience: '12 Jahre als Guide im ganzen südlichen Afrika',
      bio: 'Anna führt unsere Reisen über Südafrika hinaus, vom Chobe-Fluss über das Okavango-Delta bis zu den Victoriafällen. Familien schätzen ihre Geduld mit kleinen Entdeckern und ihren Blick für das perfekte Foto.',
      image: { photoId: '1517960413843-0aee8e2b3285', alt: 'Reisende mit ihrem Guide beim Sundowner hoch über der Savanne' },
      specialties: ['Überlandreisen durch Botswana und Simbabwe', 'Mokoro-Touren im Okavango-Delta', 'Tierfotografie', 'Familiensafaris'],
      languages: ['Englisch', 'Afrikaans', 'Deutsch'],
      certifications: [...CORE_CERTIFICATIONS, 'Fortgeschrittenes Offroad-Fahren'],
      achievements: [
        'Plant und leitet jede unserer grenzüberschreitenden Expeditionen',
        'Kennt die Grenzposten von vier Ländern mit Namen und Wartezeit',
        'Gestaltet unsere Junior-Ranger-Nachmittage für junge Reisende',
      ],
    },
  ],
  values: {
    eyebrow: 'So sind wir unterwegs',
    title: 'Darauf können Sie sich verlassen',
    items: [
      { title: 'Sicherheit geht immer vor', text: 'Jede Fahrt und jede Wanderung folgt derselben sorgfältigen Routine, der wir unsere makellose Sicherheitsbilanz verdanken.' },
      { title: 'Kleine Gruppen, persönliche Betreuung', text: 'Sie reisen mit dem Guide, der Ihre Reise geplant hat, und in Gruppen, die so klein sind, dass jeder einen Fensterplatz hat.' },
      { title: 'Respekt vor der Wildnis', text: 'Wir halten Abstand, bleiben auf den Wegen und unterstützen die Gemeinden, die Seite an Seite mit den Tieren leben.' },
    ],
  },
};
