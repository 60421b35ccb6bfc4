/**
 * The packing lists in German (issue 42), beside packing.content.ts: the same categories, icons and atlas countries,
 * each line written for German readers. The entry and health notes quote the lines they share from here.
 */
import { activityPackingByCountry, type CountryPacking, type PackingCategory } from './packing.content.ts';

export const documentLinesDe = {
  passport: 'Reisepass, noch mindestens 6 Monate über das Rückreisedatum hinaus gültig, mit 2 leeren Seiten',
  visas: 'Visa, wo nötig (das KAZA-UniVisa gilt für Simbabwe und Sambia)',
  insurance: 'Reiseversicherung mit Rücktransport im medizinischen Notfall',
  yellowFever: 'Gelbfieber-Impfnachweis, wenn Sie aus einem Gelbfiebergebiet einreisen',
  children: 'Geburtsurkunden für mitreisende Kinder',
} as const;
export const firstAidLinesDe = {
  medication: 'Persönliche Medikamente in der Originalverpackung, mit Rezepten',
  antimalarials: 'Malariamittel für Malariagebiete wie den Kruger (fragen Sie eine reisemedizinische Beratungsstelle)',
  repellent: 'Insektenschutzmittel mit DEET oder Icaridin',
} as const;

export const packingCategoriesDe: PackingCategory[] = [
  {
    id: 'travel-documents',
    title: 'Reisedokumente',
    icon: 'document',
    items: [
      documentLinesDe.passport,
      documentLinesDe.visas,
      documentLinesDe.insurance,
      documentLinesDe.yellowFever,
      documentLinesDe.children,
      'Kopien von allem, ausgedruckt und digital, getrennt von den Originalen aufbewahrt',
    ],
  },
  {
    id: 'gadgets',
    title: 'Technik',
    icon: 'camera',
    items: [
      'Fernglas, wenn möglich eines pro Person',
      'Kamera mit Zoomobjektiv (ideal ist ein Bereich von 100–400 mm)',
      'Ersatzakkus und Speicherkarten',
      'Powerbank für lange Tage fern der Steckdose',
      'Reisestecker-Adapter: Typ M und N in Südafrika, Typ G und D in Botswana und Simbabwe',
      'Stirnlampe oder kleine Taschenlampe für das Camp bei Nacht',
    ],
  },
  {
    id: 'clothing',
    title: 'Kleidung',
    icon: 'shirt',
    items: [
      'Gedeckte Farben (Khaki, Oliv, Beige); meiden Sie grelles Weiß, Schwarz und Dunkelblau',
      'Zwiebellook: T-Shirts, eine Fleecejacke und eine warme Jacke für frühe Pirschfahrten',
      'Lange Ärmel und lange Hosen für die Abende, gegen Mücken',
      'Sonnenhut mit breiter Krempe und Sonnenbrille',
      'Bequeme geschlossene Schuhe für Wanderungen, Sandalen für das Camp',
      'Badesachen und eine leichte Regenjacke',
    ],
  },
  {
    id: 'first-aid',
    title: 'Erste Hilfe',
    icon: 'first-aid',
    items: [
      firstAidLinesDe.medication,
      firstAidLinesDe.antimalarials,
      firstAidLinesDe.repellent,
      'Sonnencreme mit LSF 50 und Lippenpflege',
      'Elektrolytpulver, Antihistaminika und Schmerzmittel',
      'Pflaster, antiseptische Salbe und Handdesinfektionsmittel',
    ],
  },
];

const GERMAN_LISTS: readonly { country: string; items: string[] }[] = [
  {
    country: 'Südafrika: der Busch',
    items: [
      'Geschlossene Wanderschuhe für Buschwanderungen und den Spaziergang mit Geparden',
      'Eine warme Mütze und Handschuhe für Pirschfahrten im Winter (offene Fahrzeuge sind von Mai bis August im Morgengrauen kalt)',
      'Ein kleiner Tagesrucksack für das Fahrzeug: Wasserflasche, Sonnencreme und Fernglas griffbereit',
    ],
  },
  {
    country: 'Südafrika: das Kap',
    items: [
      'Winddichte Jacke für den Tafelberg und die Kap-Halbinsel',
      'Wanderschuhe mit gutem Profil für die Wege an der Garden Route',
      'Eine warme Schicht für die Walbeobachtung auf offener See',
    ],
  },
  {
    country: 'Botswana',
    items: [
      'Eine weiche Reisetasche (etwa 20 kg) für Transfers im Kleinflugzeug',
      'Kleidung in gedeckten Farben für Mokoro-Fahrten und Wanderungen im Delta',
      'Wasserdichter Packsack für Kameras auf dem Wasser',
    ],
  },
  {
    country: 'Simbabwe und Sambia',
    items: [
      'Regenjacke oder Poncho für die Gischt an den Victoriafällen',
      'Wasserdichte Hülle für Ihr Telefon',
      'Schuhe mit gutem Profil für die nassen Regenwaldpfade',
    ],
  },
  {
    country: 'Tansania und Kenia',
    items: [
      'Warme Schichten für den kalten Kraterrand am Ngorongoro',
      'Staubdichte Kameratasche für die Ebenen',
      'Leichte, dezente Kleidung und Badesachen für Sansibar',
    ],
  },
];

/** The same lists, in the same order and for the same atlas countries and latitudes, in German. */
export const activityPackingByCountryDe: CountryPacking[] = activityPackingByCountry.map((list, index) => ({ ...list, ...GERMAN_LISTS[index]! }));
