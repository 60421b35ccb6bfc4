import type { CheetahWalkContent } from './cheetah-walk.content.ts';
import { cheetahWalk } from './cheetah-walk.content.ts';

/** The cheetah walk in German (issue 42); photos, prices, the place's area and the Book key are the English page's. */
export const cheetahWalkDe: CheetahWalkContent = {
  eyebrows: { benefits: 'Das Erlebnis', photography: 'Fotografie', safety: 'Sicherheit' },
  booking: { ...cheetahWalk.booking, label: 'Geparden-Spaziergang buchen' },
  place: { ...cheetahWalk.place, name: 'Spaziergang mit Geparden' },
  hero: {
    eyebrow: 'Rund um den Kruger · Zu Fuß',
    title: 'Zu Fuß unterwegs mit Geparden',
    intro:
      'Lassen Sie das Fahrzeug stehen und folgen Sie im ersten Morgenlicht einem Geparden durch das Gras des Lowvelds, nur wenige Meter entfernt, begleitet von den Betreuern, die ihn aufgezogen haben. Ein stilles, ruhiges Erlebnis, das mit keiner Pirschfahrt zu vergleichen ist.',
    image: { ...cheetahWalk.hero.image, alt: 'Ein Gepard ruht im goldenen Gras und blickt zum Horizont' },
    figures: [
      { value: '95 %', label: 'Erfolgreiche Gepardenbegegnungen' },
      { value: '20+', label: 'Gelegenheiten für Fotos' },
    ],
  },
  benefits: {
    title: 'Warum mit Geparden spazieren gehen?',
    intro: 'Der Spaziergang findet in einem Schutzzentrum statt, dessen Botschafter-Geparden an Menschen zu Fuß gewöhnt sind.',
    items: [
      'Erleben Sie das schnellste Landtier in seinem eigenen Tempo, so nah, dass Sie es schnurren hören',
      'Lernen Sie von Betreuern, die jeden Geparden beim Namen kennen und sein Wesen verstehen',
      'Erfahren Sie, warum die Zahl wilder Geparden sinkt und was dagegen getan wird',
      'Unterwegs in der Kühle des Morgens, wenn die Katzen am aktivsten sind',
      'Eine kleine Gruppe, damit alle Zeit in der Nähe der Geparden haben',
      'Ein Teil Ihres Preises kommt dem Schutz und der Erforschung der Geparden zugute',
    ],
  },
  photography: {
    title: 'Ein Morgen für Fotografen',
    paragraphs: [
      'Tiefe Sonne, hohes Gras und eine Katze, die nicht vor Ihnen davonläuft: Der Geparden-Spaziergang ist eine der besten Gelegenheiten in Afrika für formatfüllende Porträts ohne langes Teleobjektiv.',
      'Ihr Guide stellt die Gruppe passend zu Licht und Hintergrund auf, und die Betreuer lassen Ihnen an jedem Halt Zeit.',
    ],
    tips: [
      'Ein 24–105-mm- oder 70–200-mm-Objektiv deckt alles ab',
      'Wählen Sie eine kurze Belichtungszeit für die Momente, in denen die Geparden losspurten',
      'Fotografieren Sie aus der Hocke auf Augenhöhe, sobald der Betreuer es erlaubt',
      'Schalten Sie den Blitz aus: nur natürliches Licht',
    ],
    image: { ...cheetahWalk.photography.image, alt: 'Nahaufnahme einer Großkatze im weichen Morgenlicht' },
  },
  safety: {
    title: 'Ihre Sicherheit geht vor',
    intro: 'Jeder Spaziergang folgt den Regeln des Zentrums, und unser Guide bleibt die ganze Zeit bei Ihrer Gruppe.',
    features: [
      {
        icon: 'users',
        title: 'Erfahrene Betreuer',
        description: 'Jeder Gepard geht mit Betreuern, die ihn seit seiner Jugend kennen und seine Stimmung auf einen Blick erkennen.',
      },
      {
        icon: 'shield',
        title: 'Sicherheitseinweisung',
        description: 'Vor dem Aufbruch erfahren Sie, wo Sie stehen, wie Sie sich bewegen und was Sie tun, wenn ein Gepard auf Sie zukommt.',
      },
      {
        icon: 'heart',
        title: 'An Menschen gewöhnte Botschafter',
        description: 'Nur Geparden, die gesund und im Umgang mit Menschen gelassen sind, gehen mit, und niemals, wenn sie unruhig sind.',
      },
      {
        icon: 'first-aid',
        title: 'Erste Hilfe vor Ort',
        description: 'Unsere Guides haben eine Ausbildung in Erster Hilfe für die Wildnis und tragen auf jedem Spaziergang Verbandskasten und Funkgerät bei sich.',
      },
    ],
  },
  pricing: {
    title: 'Preise für den Geparden-Spaziergang',
    intro: 'Ein einfacher Preis pro Person, dazu kleine Gruppen, damit die Geparden entspannt bleiben und alle nah herankommen.',
    options: [{ amount: 350, label: 'pro Person' }],
    facts: [
      { label: 'Dauer', value: '2–3 Stunden' },
      { label: 'Gruppengröße', value: 'Höchstens 6 Personen' },
      { label: 'Verfügbarkeit', value: 'Täglich' },
    ],
    inclusions: [
      'Geführter Spaziergang mit den Geparden und ihren Betreuern',
      'Sicherheitseinweisung und Vortrag zum Artenschutz',
      'Naturschutzabgabe',
      'Transfers von Lodges in der Gegend von Hoedspruit',
      'Kaffee, Tee und ein kleiner Imbiss nach dem Spaziergang',
    ],
  },
  cta: {
    title: 'Bereit für den Spaziergang mit Geparden?',
    text: 'Die Spaziergänge beginnen früh und die Gruppen sind klein. Nennen Sie uns Ihre Reisedaten, dann reservieren wir Ihre Plätze und planen den Spaziergang in Ihre Safari ein.',
  },
};
