import type { PanoramaRouteContent } from './panorama-route.content.ts';
import { panoramaRoute } from './panorama-route.content.ts';

const [godsWindow, rondavels, potholes] = panoramaRoute.viewpoints.items;
const image = (item: { image: { id: string } } | undefined, alt: string) => ({ id: item!.image.id, alt });

/**
 * The Panorama Route in German (issue 42); photos, prices, the place's area and the Book key are the English page's.
 * The viewpoints keep the names on the signposts (God's Window, Three Rondavels), as German guidebooks do.
 */
export const panoramaRouteDe: PanoramaRouteContent = {
  eyebrows: { viewpoints: 'Aussichtspunkte', route: 'Die Route', canyon: 'Der Canyon in Zahlen', experience: 'Der Tag' },
  booking: { ...panoramaRoute.booking, label: 'Panoramaroute buchen' },
  place: { ...panoramaRoute.place, name: 'Tour über die Panoramaroute' },
  hero: {
    eyebrow: 'Mpumalanga · Drakensberg-Abbruchkante',
    title: 'Die Panoramaroute',
    intro:
      'Ein ganzer Tag entlang der Abbruchkante, wo das Highveld zum Lowveld hin abfällt: Ausblicke in den Canyon, Wasserfälle und Goldgräberdörfer, nur eine kurze Fahrt vom Kruger entfernt.',
    image: { ...panoramaRoute.hero.image, alt: 'Der Blyde River Canyon vom Rand aus gesehen, mit grünen Hängen, die zum Fluss abfallen' },
    figures: [
      { value: '3', label: 'Berühmte Aussichtspunkte' },
      { value: '8–10 Stunden', label: 'Ein ganzer Tag auf der Route' },
    ],
  },
  viewpoints: {
    title: 'Drei unvergessliche Aussichtspunkte',
    intro: 'Wir planen jeden Halt so, dass Sie das beste Licht und die wenigsten Menschen erleben.',
    items: [
      {
        name: 'God’s Window',
        description:
          'Ein Aussichtspunkt direkt an der Kante der Steilstufe, wo die Felsen rund 700 Meter zum Lowveld abfallen. An klaren Tagen reicht der Blick über die Ebenen bis zum Kruger.',
        image: image(godsWindow, 'Weiter Blick von einer Felskante über dunstige Ebenen tief unten'),
        highlights: ['An der Abbruchkante', 'Spaziergang im Regenwald', 'Blick über das Lowveld'],
      },
      {
        name: 'Three Rondavels',
        description:
          'Drei runde, grasbewachsene Gipfel, die den traditionellen Rundhütten gleichen, nach denen sie benannt sind. Sie erheben sich über dem Blyde River Canyon und dem Blydepoort-Stausee.',
        image: image(rondavels, 'Drei Felsgipfel mit runden Kuppen über einem tiefen, grünen Canyon'),
        highlights: ['Der klassische Canyonblick', 'Blydepoort-Stausee', 'Am schönsten im Morgenlicht'],
      },
      {
        name: 'Bourke’s Luck Potholes',
        description:
          'Wo Treur und Blyde zusammenfließen, haben wirbelnde Kiesel über Jahrhunderte tiefe, runde Strudellöcher in den Fels gebohrt. Fußgängerbrücken führen direkt über die Schlucht.',
        image: image(potholes, 'Wasser fließt durch glatte, ausgewaschene Felsbecken in einer Schlucht'),
        highlights: ['Brücken über die Schlucht', 'Geologie aus nächster Nähe', 'Nach einem Goldsucher benannt'],
      },
    ],
  },
  routeFeatures: {
    title: 'Unterwegs auf der Route',
    intro: 'Zwischen den Aussichtspunkten ist schon die Straße selbst ein halbes Vergnügen.',
    features: [
      {
        icon: 'car',
        title: 'Malerische Bergstraßen',
        description: 'Pässe, Wälder und plötzliche Ausblicke entlang der Straßen an der Abbruchkante, in einem bequemen, klimatisierten Fahrzeug.',
      },
      {
        icon: 'droplet',
        title: 'Wasserfälle',
        description: 'Kurze Halte an Fällen wie Lisbon, Berlin und Mac Mac, die von der Steilstufe in bewaldete Schluchten stürzen.',
      },
      {
        icon: 'map-pin',
        title: 'Erbe des Goldrauschs',
        description: 'Pilgrim’s Rest, ein Bergbaudorf aus der Zeit des Goldrauschs der 1870er-Jahre, und Mittagessen im Bergstädtchen Graskop.',
      },
      {
        icon: 'compass',
        title: 'Ortskundiger Guide',
        description: 'Ihr Guide kennt Geologie, Geschichte und Vogelwelt der Steilstufe und weiß, wo Sie für jedes Foto stehen sollten.',
      },
    ],
  },
  canyon: {
    title: 'Der Blyde River Canyon',
    paragraphs: [
      'Der Blyde River Canyon gehört zu den größten Canyons der Erde und ist, anders als die Wüstencanyons, mit denen man ihn vergleicht, von subtropischem Wald bedeckt: ein grüner Canyon.',
      'Seine Wände aus Sandstein und Quarzit hat der Blyde River auf seinem Weg von der Steilstufe hinab ins Lowveld ausgewaschen. Zurück blieben freistehende Türme wie die Three Rondavels.',
    ],
    facts: [
      { value: '25 km', label: 'Länge des Canyons' },
      { value: '750 m', label: 'Durchschnittliche Tiefe' },
      { value: '1.944 m', label: 'Mariepskop, sein höchster Gipfel' },
    ],
    image: { ...panoramaRoute.canyon.image, alt: 'Bewaldete Canyonwände und ein gewundener Fluss von oben gesehen' },
  },
  experience: {
    title: 'Ihr Tag auf der Route',
    intro: 'Ein entspanntes Tempo, mit Zeit an jedem Halt und ohne Hetze auf dem Rückweg.',
    items: [
      'Abholung an Ihrer Lodge am Morgen',
      'Zeit zum Spazieren und Fotografieren an allen drei Aussichtspunkten',
      'Halte an Wasserfällen entlang der Abbruchkante',
      'Ein Bummel durch das historische Pilgrim’s Rest',
      'Mittagessen in Graskop, berühmt für seine Pfannkuchen',
      'Halten Sie Ausschau nach Pavianen, Klippspringern und Greifvögeln an den Felsen',
    ],
  },
  pricing: {
    title: 'Preise für die Panoramaroute',
    intro: 'Ein ganzer geführter Tag ab Ihrer Lodge und zurück, zu einem Preis pro Person.',
    options: [{ amount: 180, label: 'pro Person' }],
    facts: [
      { label: 'Dauer', value: '8–10 Stunden' },
      { label: 'Verfügbarkeit', value: 'Täglich' },
      { label: 'Start', value: 'An Ihrer Lodge' },
    ],
    inclusions: ['Privater Guide und klimatisiertes Fahrzeug', 'Eintritt an allen Aussichtspunkten', 'Wasser in Flaschen und Snacks', 'Hin- und Rücktransfer ab Ihrer Lodge'],
  },
  cta: {
    title: 'Entdecken Sie die Abbruchkante mit uns',
    text: 'Die Panoramaroute passt gut zwischen zwei Pirschfahrten im Kruger. Sagen Sie uns, wo Sie übernachten, und wir planen den Tag.',
  },
};
