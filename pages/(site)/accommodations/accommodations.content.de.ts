/** The accommodations page in German (issue 42); prices as German readers write them, SPEC §9's ranges kept. */
import type { AccommodationsCopy } from './accommodations.copy.ts';

export const accommodationsCopyDe: AccommodationsCopy = {
  intro: {
    eyebrow: 'Wo Sie übernachten',
    title: 'Unterkünfte auf Safari',
    intro:
      'Von der Lodge mit eigenem Tauchbecken bis zum Zelt, in dem Sie die Geräusche der Nacht hören: Jede Unterkunft, die wir buchen, haben wir selbst ausgewählt, wegen ihrer Lage, ihrer Gastgeber und ihrer Guides.',
    image: { id: '1534177616072-ef7dc120449d', alt: 'Die Terrasse einer strohgedeckten Safari-Lodge mit Blick über den Busch in der Abenddämmerung' },
  },
  types: [
    {
      id: 'luxury-lodges',
      name: 'Luxus-Lodges',
      description:
        'Lodges in privaten Wildschutzgebieten am Rand des Kruger und darüber hinaus: großzügige Suiten, feine Küche und Pirschfahrten mit Ranger und Fährtenleser, die jedes Tier im Gebiet kennen.',
      priceRange: '400–800 $',
      images: [
        { id: '1534177616072-ef7dc120449d', alt: 'Eine Suite einer Luxus-Lodge mit eigener Terrasse zum Busch' },
        { id: '1566073771259-6a8506099945', alt: 'Der Pool einer Lodge, umgeben von Liegen und Bäumen' },
        { id: '1582719478250-c89cae4dc85b', alt: 'Ein geräumiges Schlafzimmer mit Kingsize-Bett und sanftem Licht' },
      ],
      features: [
        'Großzügige Suiten mit eigenem Bad',
        'Eigenes Tauchbecken oder Aussichtsdeck',
        'Feine Küche und ausgesuchte Weine',
        'Zwei Pirschfahrten am Tag mit Ranger und Fährtenleser',
        'Geführte Buschwanderungen im privaten Schutzgebiet',
        'Spa-Anwendungen auf Wunsch',
        'Klimaanlage und WLAN',
        'Wäscheservice inklusive',
      ],
      bookLabel: 'Luxus-Lodge anfragen',
    },
    {
      id: 'safari-tents',
      name: 'Luxus-Safarizelte',
      description:
        'Zelte aus Segeltuch und Holz auf erhöhten Plattformen, so bequem wie ein Lodge-Zimmer und doch mitten im Busch: Sie schlafen beim Brüllen der Löwen ein und wachen mit dem Gesang der Vögel auf.',
      priceRange: '200–400 $',
      images: [
        { id: '1518709594023-6eab9bab7b23', alt: 'Ein Safarizelt auf einer Holzplattform unter hohen Bäumen' },
        { id: '1504173010664-32509aeebb62', alt: 'Ein Zeltcamp im Busch bei Sonnenuntergang' },
      ],
      features: [
        'Segeltuchzelte auf erhöhten Holzplattformen',
        'Eigenes Bad mit warmer Dusche',
        'Dusche unter freiem Himmel',
        'Richtige Betten mit hochwertiger Bettwäsche',
        'Abendessen am Lagerfeuer in der Boma',
        'Geführte Pirschfahrten direkt vom Camp',
        'Solarstrom und Lademöglichkeiten',
        'Kleine Camps mit nur wenigen Zelten',
      ],
      bookLabel: 'Safarizelt anfragen',
    },
    {
      id: 'standard-lodges',
      name: 'Standard-Lodges',
      description:
        'Gemütliche, gut geführte Lodges und Gästehäuser nahe den Parktoren: alles, was Sie für frühe Aufbrüche und lange Tage auf Pirsch brauchen, zu einem freundlichen Preis.',
      priceRange: '150–250 $',
      images: [
        { id: '1535941339077-2dd1c7963098', alt: 'Ein Lodge-Gebäude mit Strohdach und grünem Garten' },
        { id: '1571896349842-33c89424de2d', alt: 'Ein Hotelpool mit Blick über die Baumkronen' },
      ],
      features: [
        'Gemütliche Zimmer mit eigenem Bad',
        'Klimaanlage oder Deckenventilator',
        'Swimmingpool',
        'Restaurant und Bar',
        'Frühstück inklusive',
        'Nahe den Parktoren',
        'Sichere Parkplätze',
        'WLAN in den Gemeinschaftsräumen',
      ],
      bookLabel: 'Standard-Lodge anfragen',
    },
  ],
  amenities: {
    eyebrow: 'Komfort',
    title: 'Besondere Annehmlichkeiten',
    intro: 'Die kleinen Extras, die aus einer Safari einen Urlaub machen, in den Lodges und Camps, mit denen wir arbeiten.',
    items: [
      {
        icon: 'spa',
        title: 'Spa und Wellness',
        description: 'Massagen und Anwendungen zwischen den Pirschfahrten, manche in Behandlungsräumen, die sich zum Busch hin öffnen.',
        image: { id: '1544161515-4ab6ce6db874', alt: 'Massageöle und Handtücher in einem Spa-Raum' },
      },
      {
        icon: 'utensils',
        title: 'Essen im Busch',
        description: 'Frühstück mitten im Busch, Abendessen im Laternenschein in der Boma und südafrikanische Weine.',
        image: { id: '1414235077428-338989a2e8c0', alt: 'Ein für Gäste gedeckter Tisch in warmem Licht' },
      },
      {
        icon: 'pool',
        title: 'Pools mit Aussicht',
        description: 'Kühlen Sie sich in der Mittagshitze ab, während vor Ihnen Elefanten am Wasserloch trinken.',
        image: { id: '1540541338287-41700207dee6', alt: 'Ein Infinity-Pool mit Blick über eine grüne Landschaft' },
      },
      {
        icon: 'binoculars',
        title: 'Tierbeobachtung für sich',
        description: 'Beobachtungsverstecke, Aussichtsdecks und eigene Fahrzeuge für Sichtungen ohne Eile, ganz in Ihrem Tempo.',
        image: { id: '1516426122078-c23e76319801', alt: 'Ein offenes Safarifahrzeug hält neben Giraffen' },
      },
    ],
  },
  closing: {
    title: 'Gut schlafen, wohin die Safari Sie auch führt',
    text: 'Erzählen Sie uns, wie Sie gern reisen, und wir finden für jede Nacht Ihrer Safari die passende Lodge oder das passende Camp.',
    figures: [
      { value: '15+', label: 'Lodge-Standorte' },
      { value: '100 %', label: 'Zufriedene Gäste' },
    ],
    cta: 'Unterkunft planen',
  },
  labels: { perNight: 'pro Nacht', features: 'Ausstattung', typesNav: 'Arten von Unterkünften', photos: (name) => `Fotos: ${name}` },
};
