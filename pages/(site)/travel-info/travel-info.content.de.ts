/** /travel-info's panels in German (issue 42): each tab's lead, the seasons, the airports and the activities. */
import { travelActivities, type TravelActivity } from './travel-activities.content.ts';
import { airports, travelSeasons, type Airport, type TravelSeason } from './travel-seasons.content.ts';

export const travelTabsDe = {
  seasons: {
    title: 'Wann Sie reisen sollten',
    intro: 'Das südliche Afrika liegt auf der Südhalbkugel: Unser Sommer ist Ihr Winter, wenn Sie im Norden leben. Eine schlechte Zeit für eine Safari gibt es nicht; jede Jahreszeit bietet etwas anderes.',
  },
  airports: {
    title: 'Anreise mit dem Flugzeug',
    intro: 'Die meisten unserer Safaris beginnen an einem von drei internationalen Flughäfen. Wir holen Sie bei der Ankunft ab und übernehmen jeden Transfer.',
  },
  activities: {
    title: 'Was Sie unternehmen können',
    intro: 'Dreizehn Möglichkeiten, Ihre Tage zwischen den Pirschfahrten zu füllen. Hervorgehoben sind die Erlebnisse, nach denen unsere Gäste am häufigsten fragen.',
  },
  packing: {
    title: 'Was Sie einpacken sollten',
    intro: 'Packen Sie leicht und im Zwiebellook: Die Lodges bieten einen Wäscheservice, und in Kleinflugzeugen ist das Gepäck begrenzt. Das empfehlen wir.',
  },
};

type SeasonText = Pick<TravelSeason, 'name' | 'months' | 'climate' | 'summary' | 'highlights' | 'tip'>;

const SEASONS: Record<TravelSeason['id'], SeasonText> = {
  summer: {
    name: 'Sommer',
    months: 'Dez.–Feb.',
    climate: 'Heiß und feucht im Busch, 20–35 °C, mit Gewittern am Nachmittag',
    summary:
      'Die Regenzeit färbt den Busch grün und bringt Jungtiere und Zugvögel. Im dichteren Grün sind manche Tiere schwerer zu entdecken, doch Licht, Gewitter und Vogelbeobachtung sind dann am schönsten.',
    highlights: ['Impala-Lämmer und andere Jungtiere', 'Hervorragende Vogelbeobachtung mit Zugvögeln', 'Kapstadt sonnig und trocken wie sonst nie', 'Üppig grüne Landschaften'],
    tip: 'Packen Sie eine leichte Regenjacke ein und treffen Sie Vorkehrungen gegen Malaria für die Kruger-Region.',
  },
  autumn: {
    name: 'Herbst',
    months: 'März–Mai',
    climate: 'Warme Tage und kühlere Nächte, 12–28 °C, die Regenfälle lassen nach',
    summary:
      'Die Regenfälle klingen ab, das Gras beginnt zu trocknen, und es sind wenige Besucher unterwegs. Die Brunft der Impalas erfüllt den Busch mit Lauten, und die Victoriafälle nähern sich ihrem donnernden Höhepunkt.',
    highlights: ['Die Impala-Brunft im April und Mai', 'Victoriafälle bei Hochwasser', 'Ruhigere Parks und günstigere Preise', 'Angenehme Temperaturen für Wanderungen'],
    tip: 'Nehmen Sie mehrere Schichten mit: Die Morgen im offenen Fahrzeug können im Mai schon kühl sein.',
  },
  winter: {
    name: 'Winter',
    months: 'Juni–Aug.',
    climate: 'Trockene, sonnige Tage mit 22–27 °C und kalte Morgen nahe dem Gefrierpunkt',
    summary:
      'Die klassische Safarizeit. Die Vegetation lichtet sich und die Tiere sammeln sich an den letzten Wasserstellen, deshalb sind die Tierbeobachtungen jetzt am besten. Die Tage sind klar und trocken, und das Malariarisiko ist am geringsten.',
    highlights: ['Die besten Tierbeobachtungen des Jahres', 'Das Okavango-Delta unter Wasser', 'Wale an der Küste des Kaps', 'Kaum Mücken'],
    tip: 'Buchen Sie früh, denn die Lodges sind schnell ausgebucht, und packen Sie für frühe Pirschfahrten eine warme Jacke, Mütze und Handschuhe ein.',
  },
  spring: {
    name: 'Frühling',
    months: 'Sept.–Nov.',
    climate: 'Schnell wärmer, 15–32 °C, mit den ersten Regenfällen ab Ende Oktober',
    summary:
      'Die Trockenzeit erreicht ihren Höhepunkt, die Tiere drängen sich weiter um das Wasser, bis die ersten Gewitter den Busch wieder zum Leben erwecken. Die Zugvögel kehren zurück und die ersten Kälber werden geboren.',
    highlights: ['Weiterhin ausgezeichnete Tierbeobachtungen', 'Wildblumen an der Westküste', 'Erste Gewitter und frisches Grün', 'Ab November beginnt die Geburtenzeit'],
    tip: 'Sonnenschutz ist wichtig: Vor den Regenfällen wird es heiß, bringen Sie also einen Hut mit breiter Krempe und reichlich Sonnencreme mit.',
  },
};

export const travelSeasonsDe: TravelSeason[] = travelSeasons.map((season) => ({ ...season, ...SEASONS[season.id] }));

const AIRPORTS: Record<Airport['code'], Pick<Airport, 'city' | 'description' | 'transferTime'>> = {
  JNB: {
    city: 'Johannesburg',
    description: 'Das wichtigste Tor zum südlichen Afrika, mit den meisten internationalen Flügen und Anschlüssen in die Kruger-Region, nach Botswana und Simbabwe.',
    transferTime: '5–6 Stunden auf der Straße in die Kruger-Region oder ein einstündiger Anschlussflug',
  },
  CPT: {
    city: 'Kapstadt',
    description: 'Direktflüge aus Europa und der ganzen Welt; der Ausgangspunkt für Reisen nach Kapstadt, ins Weinland und entlang der Garden Route.',
    transferTime: '20–30 Minuten bis ins Stadtzentrum',
  },
  DUR: {
    city: 'Durban',
    description: 'Das Tor nach KwaZulu-Natal, in die Drakensberge, an die Küste und in die Wildreservate des Zululands.',
    transferTime: 'Etwa 35 Minuten bis Durban, 3 Stunden bis Hluhluwe-iMfolozi',
  },
};

export const airportsDe: Airport[] = airports.map((airport) => ({ ...airport, ...AIRPORTS[airport.code] }));

type ActivityText = Pick<TravelActivity, 'name' | 'description' | 'duration' | 'region'> & { alt: string };

const ACTIVITIES: Readonly<Record<string, ActivityText>> = {
  'big-five-game-drive': {
    name: 'Pirschfahrt zu den Big Five',
    description: 'Fahrten im offenen Fahrzeug im Morgengrauen und in der Dämmerung, auf der Suche nach Löwe, Leopard, Elefant, Büffel und Nashorn.',
    duration: '3–4 Stunden',
    region: 'Kruger-Nationalpark',
    alt: 'Ein Löwe ruht im Gras neben einer Pirschpiste',
  },
  'cheetah-walk': {
    name: 'Spaziergang mit Geparden',
    description: 'Zu Fuß neben an Menschen gewöhnten Geparden und ihren Betreuern in einem Schutzzentrum.',
    duration: '2–3 Stunden',
    region: 'Hoedspruit',
    alt: 'Ein Gepard beobachtet aus dem hohen Gras',
  },
  'panorama-route': {
    name: 'Panoramaroute',
    description: 'God’s Window, die Three Rondavels und Bourke’s Luck Potholes entlang des Blyde River Canyon.',
    duration: '8–10 Stunden',
    region: 'Mpumalanga',
    alt: 'Der Blyde River Canyon von seinem Rand aus gesehen',
  },
  'victoria-falls': {
    name: 'Tagestour zu den Victoriafällen',
    description: 'Eine geführte Wanderung entlang der Fälle, auf Wunsch mit Hubschrauberflug über die Schluchten.',
    duration: 'Ganzer Tag',
    region: 'Simbabwe',
    alt: 'Die Victoriafälle mit voller Wasserführung',
  },
  'chobe-river-cruise': {
    name: 'Bootsfahrt auf dem Chobe',
    description: 'Elefantenherden, Flusspferde und Krokodile, vom Boot auf dem Chobe aus bei Sonnenuntergang.',
    duration: '3 Stunden',
    region: 'Botswana',
    alt: 'Elefanten durchqueren einen Fluss',
  },
  'jessica-hippo': {
    name: 'Flusspferd Jessica',
    description: 'Begegnen Sie dem Flusspferd, das eine Familie am Blyde River aufgezogen hat, und hören Sie seine Geschichte.',
    duration: '1–2 Stunden',
    region: 'Hoedspruit',
    alt: 'Ein Flusspferd taucht in einem ruhigen Fluss auf',
  },
  'quad-biking': {
    name: 'Quadtouren',
    description: 'Geführte Quadtouren auf Buschpisten, von leichten Runden bis zu Halbtagestouren.',
    duration: '2–4 Stunden',
    region: 'Hazyview',
    alt: 'Eine Sandpiste durch das Buschland',
  },
  'guided-bush-walk': {
    name: 'Geführte Buschwanderung',
    description: 'Spuren, Mistkäfer und Heilpflanzen: die kleinen Dinge, die man vom Fahrzeug aus übersieht, mit einem bewaffneten Guide.',
    duration: '2–3 Stunden',
    region: 'Greater Kruger',
    alt: 'Wanderer folgen bei Sonnenaufgang einem Guide durch den Busch',
  },
  'night-drive': {
    name: 'Nachtpirsch',
    description: 'Eine Fahrt mit Suchscheinwerfer nach Einbruch der Dunkelheit, zu Hyänen, Ginsterkatzen, Buschbabys und jagenden Löwen.',
    duration: '2–3 Stunden',
    region: 'Private Wildreservate',
    alt: 'Junge Löwen ruhen in der Dämmerung',
  },
  'cape-peninsula': {
    name: 'Tour über die Kap-Halbinsel',
    description: 'Tafelberg, Chapman’s Peak, die Pinguine am Boulders Beach und das Kap der Guten Hoffnung.',
    duration: 'Ganzer Tag',
    region: 'Kapstadt',
    alt: 'Der Tafelberg über Kapstadt',
  },
  'mokoro-excursion': {
    name: 'Ausflug im Mokoro',
    description: 'Gleiten Sie im traditionellen Einbaum durch die Kanäle des Okavango, gestakt von einem einheimischen Guide.',
    duration: 'Halber Tag',
    region: 'Okavango-Delta',
    alt: 'Ein Kanal schlängelt sich durch grünes Feuchtgebiet',
  },
  'blyde-boat-cruise': {
    name: 'Bootsfahrt auf dem Blyde-Stausee',
    description: 'Eine Fahrt auf dem Blydepoort-Stausee unter den Canyonwänden, vorbei an Flusspferden und dem Kalktuff-Wasserfall Kadishi.',
    duration: '1,5 Stunden',
    region: 'Mpumalanga',
    alt: 'Runde Gipfel über dem Blydepoort-Stausee',
  },
  'cultural-village': {
    name: 'Besuch bei den Shangaan',
    description: 'Musik, Tanz, Essen und Geschichten der Shangaan, von der Gemeinschaft selbst gastfreundlich dargeboten.',
    duration: '2–3 Stunden',
    region: 'Hazyview',
    alt: 'Ein Feuer und eine Zusammenkunft bei Sonnenuntergang',
  },
};

export const travelActivitiesDe: TravelActivity[] = travelActivities.map(({ image, ...activity }) => {
  const { alt, ...text } = ACTIVITIES[activity.id]!;
  return { ...activity, ...text, image: { id: image.id, alt } };
});
