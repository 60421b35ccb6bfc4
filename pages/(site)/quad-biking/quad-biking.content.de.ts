import type { QuadBikingContent } from './quad-biking.content.ts';
import { quadBiking } from './quad-biking.content.ts';

const [explorer, sunset, halfDay] = quadBiking.adventures.items;

/** Quad biking in German (issue 42); photos, prices, the place's area and the Book target are the English page's. */
export const quadBikingDe: QuadBikingContent = {
  eyebrows: { adventures: 'Touren', safety: 'Sicherheit' },
  booking: { ...quadBiking.booking, label: 'Quadtour buchen' },
  place: { ...quadBiking.place, name: 'Quadtour' },
  hero: {
    eyebrow: 'Hazyview · Rund um den Kruger',
    title: 'Mit dem Quad durch den Busch',
    intro:
      'Tauschen Sie das Safarifahrzeug gegen ein Quad und fahren Sie auf Pisten aus roter Erde durch Buschland und Plantagen am Rand des Kruger, mit einem Guide an der Spitze. Vorkenntnisse sind nicht nötig.',
    image: { ...quadBiking.hero.image, alt: 'Eine Sandpiste schlängelt sich unter weitem Himmel durch trockenes Buschland' },
    figures: [
      { value: '3', label: 'Tourvarianten' },
      { value: '2–4 Stunden', label: 'Dauer der Tour' },
    ],
  },
  adventures: {
    title: 'Wählen Sie Ihre Tour',
    intro: 'Jede Fahrt beginnt mit einer Übung auf dem Trainingsparcours, dann geht es mit Ihrem Guide hinaus, in einem Tempo, das zur Gruppe passt.',
    items: [
      {
        name: 'Buschpfad-Entdecker',
        description: 'Eine zweistündige Runde auf breiten, leichten Pisten durch den Busch: die richtige erste Fahrt für Einsteiger und Familien.',
        image: { ...explorer!.image, alt: 'Ein sandiger Weg durch grünen Busch und Akazien' },
        highlights: ['2 Stunden', 'Einsteiger willkommen', 'Wildtiere am Wegesrand'],
      },
      {
        name: 'Fahrt in den Sonnenuntergang',
        description: 'Am späten Nachmittag geht es zu einem Aussichtspunkt über dem Tal. Dort sehen Sie die Sonne untergehen, bevor Sie in der Dämmerung zurückfahren.',
        image: { ...sunset!.image, alt: 'Die Sonne geht hinter Akazien auf einem Höhenzug unter' },
        highlights: ['2 Stunden', 'Ausblicke im Abendlicht', 'Halt für einen Sundowner'],
      },
      {
        name: 'Halbtagestour',
        description: 'Vier Stunden auf längeren, abwechslungsreicheren Strecken, mit Flussdurchfahrten, Anstiegen und einer Pause für Erfrischungen unterwegs.',
        image: { ...halfDay!.image, alt: 'Ein zerklüfteter Hangweg über einem Flusstal' },
        highlights: ['4 Stunden', 'Abwechslungsreiches Gelände', 'Für sichere Fahrer'],
      },
    ],
  },
  safety: {
    title: 'Mit gutem Gefühl unterwegs',
    intro: 'Der Spaß steht an erster Stelle, aber nie auf Kosten der Sicherheit: Bei unseren Quadtouren gilt dieselbe Sorgfalt wie bei unseren Pirschfahrten.',
    features: [
      {
        icon: 'shield',
        title: 'Einweisung und Training',
        description: 'Alle Fahrer lernen die Bedienung kennen und üben auf einem Trainingsparcours, bevor wir auf die Pisten fahren.',
      },
      {
        icon: 'helmet',
        title: 'Schutzausrüstung',
        description: 'Helm und Schutzbrille für jeden Fahrer, vor der Fahrt angepasst; geschlossene Schuhe sind Pflicht.',
      },
      {
        icon: 'compass',
        title: 'Geführte Touren',
        description: 'Ein Guide fährt vorneweg und gibt das Tempo vor, auf Strecken, die wir kennen, abseits öffentlicher Straßen.',
      },
      {
        icon: 'first-aid',
        title: 'Erste Hilfe und Funk',
        description: 'Unsere Guides sind in Erster Hilfe ausgebildet und haben auf jeder Fahrt Verbandskasten und Funkgerät dabei.',
      },
    ],
  },
  pricing: {
    title: 'Preise für Quadtouren',
    intro: 'Zwei Tourlängen, ein Quad pro Fahrer und alles Nötige inklusive.',
    options: [
      { amount: 120, label: 'pro Person für 2 Stunden' },
      { amount: 180, label: 'pro Person für 4 Stunden' },
    ],
    facts: [
      { label: 'Touren', value: '2–4 Stunden' },
      { label: 'Verfügbarkeit', value: 'Täglich' },
      { label: 'Erfahrung', value: 'Einsteiger willkommen' },
    ],
    inclusions: [
      'Ihr eigenes Quad mit Automatik, inklusive Treibstoff',
      'Helm und Schutzbrille',
      'Sicherheitseinweisung und Trainingsparcours',
      'Erfahrener Guide',
      'Wasser in Flaschen und Erfrischungen',
    ],
  },
  contact: {
    heading: 'Buchen Sie Ihre Quadtour',
    intro: 'Nennen Sie uns Ihre Reisedaten, die Zahl der Fahrer und die Tour, die Sie reizt. Wir bestätigen Ihre Fahrt innerhalb von 24 Stunden.',
  },
};
