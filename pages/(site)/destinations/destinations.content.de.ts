/** The destinations page in German (issue 42): the regions' cards and the activities; names as German readers know them. */
import type { DestinationsCopy } from './destinations.copy.ts';
import type { Destination, SafariActivity } from './destinations.types.ts';

const addo: Destination = {
  id: 'addo',
  name: 'Addo-Elefanten-Nationalpark',
  country: 'Südafrika',
  description: 'Über 600 Elefanten im grünen Dickicht des Ostkaps, dazu die Big Five an Land und Wale in der Algoa Bay.',
  highlights: ['Über 600 Elefanten', 'Die „Big Seven“', 'Malariafrei'],
  bestTime: 'Das ganze Jahr',
  image: { id: '1564760055775-d63b17a55c44', alt: 'Ein junger Elefant im Dickicht von Addo' },
  detail: 'addo-elephant',
};

const chobe: Destination = {
  id: 'chobe',
  name: 'Chobe-Nationalpark',
  country: 'Botswana',
  description: 'Die größte Elefantendichte Afrikas, am schönsten bei Sonnenuntergang vom Boot auf dem Chobe-Fluss aus.',
  highlights: ['Safaris auf dem Fluss', 'Riesige Elefantenherden', 'Raubtiere in Savuti'],
  bestTime: 'Mai bis Oktober',
  image: { id: '1489392191049-fc10c97e64b6', alt: 'Elefanten trinken am Ufer des Chobe-Flusses' },
  detail: 'chobe',
};

const caprivi: Destination = {
  id: 'caprivi',
  name: 'Caprivizipfel',
  country: 'Namibia',
  description: 'Ein grüner Korridor aus vier Flüssen zwischen Botswana und Sambia, mit stillen Parks, Lodges am Wasser und Tigerfischen.',
  highlights: ['Vier Flüsse', 'Safaris im Boot', 'Seltene Antilopen'],
  bestTime: 'Mai bis Oktober',
  image: { id: '1518709594023-6eab9bab7b23', alt: 'Ein Fluss schlängelt sich durch grünes Feuchtland' },
  detail: 'caprivi',
};

const victoriaFalls: Destination = {
  id: 'victoria-falls',
  name: 'Victoriafälle',
  country: 'Simbabwe und Sambia',
  description: 'Der „donnernde Rauch“: der größte Wasservorhang der Erde, mit Wegen durch den Regenwald und Rundflügen über die Fälle.',
  highlights: ['UNESCO-Welterbe', 'Hubschrauberflüge', 'Bootsfahrten auf dem Sambesi'],
  bestTime: 'Februar bis Juli',
  image: { id: '1568625502763-2a5ec6a94c47', alt: 'Die Victoriafälle bei Hochwasser' },
  detail: 'victoria-falls',
};

const panoramaRoute: Destination = {
  id: 'panorama-route',
  name: 'Panoramaroute',
  country: 'Südafrika',
  description: 'Die Aussichtsstraße entlang der Abbruchkante der Drakensberge: Blyde River Canyon, Three Rondavels, God’s Window und Wasserfälle.',
  highlights: ['Blyde River Canyon', 'God’s Window', 'Bourke’s Luck Potholes'],
  bestTime: 'April bis September',
  image: { id: '1484318571209-661cf29a69c3', alt: 'Die Three Rondavels über dem Blyde River Canyon' },
};

const capeTown: Destination = {
  id: 'cape-town',
  name: 'Kapstadt',
  country: 'Südafrika',
  description: 'Die „Mother City“ zwischen Tafelberg und Meer: Kap der Guten Hoffnung, Pinguine, Robben Island und die Weinregion.',
  highlights: ['Tafelberg', 'Cape Point', 'Weinregion'],
  bestTime: 'November bis März',
  image: { id: '1580060839134-75a5edca2e99', alt: 'Der Tafelberg über Kapstadt' },
  detail: 'cape-town',
};

const masaiMara: Destination = {
  id: 'masai-mara',
  name: 'Masai Mara',
  country: 'Kenia',
  description: 'Weite Ebenen, berühmt für ihre Großkatzen und die Flussüberquerungen der Großen Tierwanderung.',
  highlights: ['Große Tierwanderung', 'Großkatzen', 'Ballonsafaris'],
  bestTime: 'Juli bis Oktober',
  image: { id: '1516426122078-c23e76319801', alt: 'Akazien auf goldenen Ebenen' },
  detail: 'masai-mara',
};

const kilimanjaro: Destination = {
  id: 'kilimanjaro',
  name: 'Kilimandscharo',
  country: 'Tansania',
  description: 'Afrikas höchster Berg mit 5.895 m, zu Fuß bestiegen durch fünf Klimazonen bis zum Uhuru Peak.',
  highlights: ['Sechs Aufstiegsrouten', 'Keine Kletterei', 'Sonnenaufgang am Gipfel'],
  bestTime: 'Januar bis März und Juni bis Oktober',
  image: { id: '1454496522488-7a8e488e8606', alt: 'Ein schneebedeckter Gipfel über den Wolken' },
  detail: 'kilimanjaro',
};

const ngorongoro: Destination = {
  id: 'ngorongoro',
  name: 'Ngorongoro-Krater',
  country: 'Tansania',
  description: 'Ein gewaltiger Vulkankrater, auf dessen Grund die Big Five, Spitzmaulnashörner und Flamingos leben.',
  highlights: ['Spitzmaulnashörner', 'Die Big Five an einem Tag', 'Blick vom Kraterrand'],
  bestTime: 'Juni bis September',
  image: { id: '1470071459604-3b5ec3a7fe05', alt: 'Morgennebel über dem Kraterrand' },
  detail: 'ngorongoro',
};

const serengeti: Destination = {
  id: 'serengeti',
  name: 'Serengeti-Nationalpark',
  country: 'Tansania',
  description: 'Endlose Ebenen, auf denen zwei Millionen Tiere dem Regen folgen: die Bühne der Großen Tierwanderung.',
  highlights: ['UNESCO-Welterbe', 'Große Tierwanderung', 'Ballonfahrten'],
  bestTime: 'Juni bis Oktober',
  image: { id: '1504173010664-32509aeebb62', alt: 'Zebras auf der offenen Ebene' },
  detail: 'serengeti',
};

const zanzibar: Destination = {
  id: 'zanzibar',
  name: 'Sansibar',
  country: 'Tansania',
  description: 'Die Gewürzinsel: weiße Strände, Korallenriffe und die alten Gassen von Stone Town, nur einen kurzen Flug von der Safari entfernt.',
  highlights: ['Strände am Indischen Ozean', 'Stone Town', 'Schnorcheln'],
  bestTime: 'Juni bis September und Dezember bis Februar',
  image: { id: '1507525428034-b723cf961d3e', alt: 'Türkisfarbenes Wasser an einem weißen Strand' },
  detail: 'zanzibar',
};

const kruger: Destination = {
  id: 'kruger',
  name: 'Kruger-Nationalpark',
  country: 'Südafrika',
  description: 'Unsere Heimat: fast 20.000 km² Big-Five-Land, erkundet mit den Guides, die an seinem Rand aufgewachsen sind.',
  highlights: ['Big-Five-Garantie', 'Über 500 Vogelarten', 'Nachtfahrten'],
  bestTime: 'Mai bis September',
  image: { id: '1549366021-9f761d450615', alt: 'Ein Löwe im Morgenlicht' },
  detail: 'kruger',
};

const okavango: Destination = {
  id: 'okavango',
  name: 'Okavango-Delta',
  country: 'Botswana',
  description: 'Ein Fluss, der sich in der Kalahari verliert: Kanäle und Inseln, erkundet im Mokoro, zu Fuß und aus der Luft.',
  highlights: ['Fahrten im Mokoro', 'Rundflüge', 'UNESCO-Welterbe'],
  bestTime: 'Mai bis September',
  image: { id: '1518709594023-6eab9bab7b23', alt: 'Die Kanäle des Deltas aus der Luft' },
  detail: 'okavango',
};

const kgalagadi: Destination = {
  id: 'kgalagadi',
  name: 'Kgalagadi-Transfrontier-Park',
  country: 'Südafrika und Botswana',
  description: 'Rote Dünen und trockene Flussbetten, die sich zwei Länder teilen: die Heimat des schwarzmähnigen Kalahari-Löwen.',
  highlights: ['Schwarzmähnige Löwen', 'Raubtierfotografie', 'Dunkler Sternenhimmel'],
  bestTime: 'März bis Mai und September bis November',
  image: { id: '1500530855697-b586d89ba3ee', alt: 'Rote Dünen unter weitem Himmel' },
  detail: 'kgalagadi',
};

const manaPools: Destination = {
  id: 'mana-pools',
  name: 'Mana Pools',
  country: 'Simbabwe',
  description: 'Die Schwemmebenen des Sambesi, wo Sie zu Fuß und im Kanu zwischen Elefanten und Wildhunden unterwegs sind.',
  highlights: ['Wandersafaris', 'Kanufahrten', 'UNESCO-Welterbe'],
  bestTime: 'April bis Oktober',
  image: { id: '1557050543-4d5f4e07ef46', alt: 'Elefanten in der Schwemmebene' },
  detail: 'mana-pools',
};

const makgadikgadi: Destination = {
  id: 'makgadikgadi',
  name: 'Makgadikgadi-Salzpfannen',
  country: 'Botswana',
  description: 'Salzpfannen bis zum Horizont, Erdmännchen und nach den Sommerregen eine große Zebrawanderung.',
  highlights: ['Zebrawanderung', 'Erdmännchen', 'Quadfahrten'],
  bestTime: 'November bis April',
  image: { id: '1535941339077-2dd1c7963098', alt: 'Offene Ebenen unter großem Himmel' },
  detail: 'makgadikgadi',
};

const elephantsSands: Destination = {
  id: 'elephants-sands',
  name: 'Elephant Sands',
  country: 'Botswana',
  description: 'Eine Buschlodge rund um ein Wasserloch, an dem die Elefanten nur wenige Meter vor Ihrem Chalet trinken.',
  highlights: ['Elefanten am Wasserloch', 'Buschwanderungen', 'Sundowner'],
  bestTime: 'Mai bis Oktober',
  image: { id: '1523805009345-7448845a9e53', alt: 'Ein Elefant bei Sonnenuntergang' },
  detail: 'elephants-sands',
};

const kariba: Destination = {
  id: 'kariba',
  name: 'Karibasee',
  country: 'Simbabwe und Sambia',
  description: 'Ein großer See am Sambesi mit versunkenen Wäldern, Hausbooten, Tigerfischen und berühmten Sonnenuntergängen.',
  highlights: ['Hausboote', 'Tigerfische', 'Matusadona'],
  bestTime: 'April bis November',
  image: { id: '1439066615861-d1af74d74000', alt: 'Das stille Wasser des Sees in der Abenddämmerung' },
  detail: 'kariba',
};

const activities: SafariActivity[] = [
  {
    id: 'cheetah-walk',
    page: '/cheetah-walk',
    name: 'Spaziergang mit Geparden',
    description: 'Gehen Sie mit ihren Betreuern neben an Menschen gewöhnten Geparden her und fotografieren Sie sie auf Augenhöhe.',
    duration: '2–3 Stunden',
    region: 'Kruger Surroundings',
    image: { id: '1534188753412-3e26d0d618d6', alt: 'Eine Großkatze ruht im Gras' },
    video: {
      comingSoonTitle: 'Unser Film vom Geparden-Spaziergang erscheint bald',
      comingSoonText: 'Wir schneiden ihn gerade noch. Fragen Sie in Ihrer Anfrage nach dem Spaziergang, dann schicken wir Ihnen Fotos.',
    },
  },
  { id: 'jessica-hippo', page: '/jessica-hippo', name: 'Jessica, das Flusspferd', description: 'Lernen Sie das berühmte Flusspferd kennen, das eine Familie am Ufer des Blyde River großgezogen hat.', duration: '1–2 Stunden', region: 'Kruger Surroundings', image: { id: '1439066615861-d1af74d74000', alt: 'Ein ruhiger Fluss in der Abenddämmerung' } },
  { id: 'panorama-route', page: '/panorama-route', name: 'Tour über die Panoramaroute', description: 'Blyde River Canyon, God’s Window und die Wasserfälle der Abbruchkante an einem Tag.', duration: '8–10 Stunden', region: 'Kruger Surroundings', image: { id: '1516026672322-bc52d61a55d5', alt: 'Der Blyde River Canyon' } },
  { id: 'quad-biking', page: '/quad-biking', name: 'Quadfahren', description: 'Geführte Touren durch den Busch und durch Flüsse, für Anfänger und Geübte.', duration: '2–4 Stunden', region: 'Kruger Surroundings', image: { id: '1500530855697-b586d89ba3ee', alt: 'Ein staubiger Pfad im Busch' } },
  { id: 'kruger-game-drive', name: 'Pirschfahrt im Kruger', description: 'Ein ganzer Tag im Park mit Ihrem Guide, auf der Suche nach den Big Five.', duration: 'Ganzer Tag', region: 'Kruger Surroundings', image: { id: '1549366021-9f761d450615', alt: 'Ein männlicher Löwe' } },
  { id: 'night-drive', name: 'Nachtfahrt', description: 'Im Scheinwerferlicht zeigen sich Hyänen, Ginsterkatzen, Eulen und Löwen auf der Jagd.', duration: '2–3 Stunden', region: 'Kruger Surroundings', image: { id: '1523805009345-7448845a9e53', alt: 'Die Savanne in der Abenddämmerung' } },
  { id: 'bush-walk', name: 'Geführte Buschwanderung', description: 'Spuren, Bäume und die kleinen Wunder des Buschs, zu Fuß mit bewaffneten Rangern.', duration: '3 Stunden', region: 'Kruger Surroundings', image: { id: '1493246507139-91e8fad9978e', alt: 'Ein Guide liest bei Sonnenaufgang Spuren' } },
  { id: 'wildlife-rehabilitation', name: 'Auffangstation für Wildtiere', description: 'Erleben Sie, wie verletzte und verwaiste Tiere gepflegt und wieder ausgewildert werden.', duration: '2 Stunden', region: 'Kruger Surroundings', image: { id: '1546182990-dffeafbe841d', alt: 'Eine Löwin hält Ausschau' } },
  { id: 'table-mountain', name: 'Seilbahn auf den Tafelberg', description: 'Mit der sich drehenden Gondel auf den Gipfel, mit Blick über die Stadt und die Bucht.', duration: '2–3 Stunden', region: 'Cape Town', image: { id: '1580060839134-75a5edca2e99', alt: 'Der Tafelberg' } },
  { id: 'cape-point', name: 'Kap-Halbinsel und Cape Point', description: 'Chapman’s Peak, die Pinguine am Boulders Beach und das Kap der Guten Hoffnung.', duration: 'Ganzer Tag', region: 'Cape Town', image: { id: '1505142468610-359e7d316be0', alt: 'Wellen an der Küste des Kaps' } },
  { id: 'robben-island', name: 'Ausflug nach Robben Island', description: 'Mit der Fähre zur Gefängnisinsel Nelson Mandelas, geführt von einem ehemaligen Häftling.', duration: '3,5–4 Stunden', region: 'Cape Town', image: { id: '1501785888041-af3ef285b470', alt: 'Berge und Meer' } },
  { id: 'winelands', name: 'Weinprobe in der Weinregion', description: 'Weingüter in Stellenbosch und Franschhoek, kapholländische Häuser und ein ausgiebiges Mittagessen.', duration: 'Ganzer Tag', region: 'Cape Town', image: { id: '1470071459604-3b5ec3a7fe05', alt: 'Nebel an den Berghängen' } },
  { id: 'chobe-cruise', name: 'Bootsfahrt auf dem Chobe', description: 'Elefanten, Flusspferde und Krokodile vom Deck eines schattigen Boots aus.', duration: '3 Stunden', region: 'Botswana', image: { id: '1489392191049-fc10c97e64b6', alt: 'Elefanten am Fluss' } },
  { id: 'okavango-mokoro', name: 'Mokoro-Ausflug im Okavango', description: 'Gleiten Sie im traditionellen Einbaum durch Kanäle voller Seerosen.', duration: '2–3 Stunden', region: 'Botswana', image: { id: '1518709594023-6eab9bab7b23', alt: 'Kanäle im Delta' } },
  { id: 'meerkats', name: 'Erdmännchen in Makgadikgadi', description: 'Sitzen Sie mitten in einer an Menschen gewöhnten Erdmännchenfamilie, wenn sie aufwacht und auf Futtersuche geht.', duration: '2 Stunden', region: 'Botswana', image: { id: '1535941339077-2dd1c7963098', alt: 'Offene Ebenen der Kalahari' } },
  { id: 'elephants-sands-waterhole', name: 'Das Wasserloch von Elephant Sands', description: 'Ein Sundowner auf dem Deck, während die Elefantenherden zum Trinken kommen.', duration: '1–2 Stunden', region: 'Botswana', image: { id: '1557050543-4d5f4e07ef46', alt: 'Trinkende Elefanten' } },
  { id: 'falls-tour', page: '/victoria-falls', name: 'Geführte Tour an den Victoriafällen', description: 'Der Regenwaldpfad entlang der Schlucht, mit sechzehn Aussichtspunkten auf die Fälle.', duration: '2 Stunden', region: 'Zimbabwe', image: { id: '1568625502763-2a5ec6a94c47', alt: 'Die Victoriafälle' } },
  { id: 'zambezi-rafting', name: 'Wildwasser-Rafting auf dem Sambesi', description: 'Mächtige Stromschnellen in der Batoka-Schlucht unterhalb der Fälle, mit erfahrenen Flussguides.', duration: 'Ganzer Tag', region: 'Zimbabwe', image: { id: '1609198092458-38a293c7ac4b', alt: 'Die Schlucht unterhalb der Fälle' } },
  { id: 'zambezi-sunset-cruise', name: 'Sonnenuntergangsfahrt auf dem Sambesi', description: 'Ein Drink auf dem oberen Sambesi, während Flusspferde auftauchen und die Sonne untergeht.', duration: '2–3 Stunden', region: 'Zimbabwe', image: { id: '1517960413843-0aee8e2b3285', alt: 'Sonnenuntergang am Fluss' } },
  { id: 'caprivi-river-safari', name: 'Flusssafari im Caprivizipfel', description: 'Eine Bootssafari auf dem Kwando zwischen Elefanten, Flusspferden und Wasservögeln.', duration: '2–3 Stunden', region: 'Namibia', image: { id: '1551316679-9c6ae9dec224', alt: 'Ein Büffel am Wasser' } },
  { id: 'great-migration', name: 'Safari zur Großen Tierwanderung', description: 'Folgen Sie den Gnuherden durch die Serengeti und die Masai Mara.', duration: '7–10 Tage', region: 'Tanzania & Kenya', image: { id: '1504173010664-32509aeebb62', alt: 'Zebras auf Wanderschaft' } },
];

export const destinationsCopyDe: DestinationsCopy = {
  hero: {
    eyebrow: 'Wohin wir reisen',
    title: 'Safari-Ziele',
    intro: 'Von unserer Heimat am Kruger bis zu den Deltas, Wüsten und Stränden jenseits der Grenze: die Orte, die wir gut kennen und unseren Gästen am liebsten zeigen.',
    image: { id: '1547471080-7cc2caa01a7e', alt: 'Ein Safarifahrzeug beobachtet Elefanten auf einer staubigen Ebene' },
  },
  tabIntros: {
    'southern-africa': 'Tiere, Wasserfälle und das Kap: das Herz unserer Safaris, gut erreichbar von unserem Zuhause aus.',
    'east-africa': 'Die Große Tierwanderung, Afrikas höchster Berg und die Strände der Gewürzinsel.',
    'special-locations': 'Die Parks und wilden Orte, zu denen wir immer wieder zurückkehren, jeder mit seinem eigenen Charakter.',
  },
  destinations: {
    'southern-africa': [addo, chobe, caprivi, victoriaFalls, panoramaRoute, capeTown],
    'east-africa': [masaiMara, kilimanjaro, ngorongoro, serengeti, zanzibar],
    'special-locations': [kruger, okavango, kgalagadi, manaPools, makgadikgadi, elephantsSands, kariba, victoriaFalls],
  },
  activitiesIntro: 'Diese Erlebnisse lassen sich jeder Safari hinzufügen. Sagen Sie uns, was Sie reizt, und wir bauen es in Ihre Reisetage ein.',
  activities,
  regionNames: {
    'Kruger Surroundings': 'Rund um den Kruger',
    'Cape Town': 'Kapstadt',
    Botswana: 'Botswana',
    Zimbabwe: 'Simbabwe',
    Namibia: 'Namibia',
    'Tanzania & Kenya': 'Tansania und Kenia',
  },
  card: {
    bestTime: 'Beste Reisezeit',
    highlights: 'Höhepunkte',
    exploreDetails: 'Details ansehen',
    learnMore: 'Mehr erfahren',
  },
  activity: {
    duration: 'Dauer',
    enquire: 'Jetzt anfragen',
    discover: 'Mehr entdecken',
    playVideo: 'Video abspielen',
    videoBadge: 'Video',
    count: (n) => (n === 1 ? '1 Erlebnis' : `${n} Erlebnisse`),
  },
  about: (name) => `(${name})`,
};
