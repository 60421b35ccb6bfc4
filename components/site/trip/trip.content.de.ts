/** A trip page's own words in German (issue 42, decision 204); the trip's texts come from its reviewed translation. */
import type { Meal, TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import { itineraryLength } from '#lib/domain/catalogue/itinerary-days.ts';
import type { TripCopy } from './trip.content.ts';

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MEALS: Record<Meal, string> = { B: 'Frühstück', L: 'Mittagessen', D: 'Abendessen' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "7 Tage, 6 Nächte (auf bis zu 21 Tage verlängerbar)", as the English line counts it from the stops. */
function durationLine(stops: readonly Pick<TripStop, 'nights'>[], durationText: string): string {
  const { days, nights } = itineraryLength(stops);
  if (days === 0) return durationText;
  const text = `${plural(days, 'Tag', 'Tage')}, ${plural(nights, 'Nacht', 'Nächte')}`;
  const numbers = (durationText.match(/\d+/g) ?? []).map(Number);
  const most = numbers.length > 0 ? Math.max(...numbers) : 0;
  return most > days ? `${text} (auf bis zu ${most} Tage verlängerbar)` : text;
}

export const tripContentDe: TripCopy = {
  backLabel: 'Alle Safari-Reisen',
  fallbackPhotoId: '1516426122078-c23e76319801',
  heroAlt: (name: string) => `Landschaft der Reise „${name}“`,
  fromPrice: 'ab',
  perPersonSharing: 'pro Person im Doppelzimmer',
  priceOnRequestNote: 'Fragen Sie uns nach einem Angebot für Ihre Reisedaten und Gruppe',
  enquireLabel: 'Diese Reise anfragen',
  factsLabel: 'Die Reise auf einen Blick',
  facts: {
    duration: 'Dauer',
    groupSize: 'Gruppengröße',
    accommodation: 'Unterkunft',
    singleSupplement: 'Einzelzimmerzuschlag',
  },
  overviewEyebrow: 'Die Reise',
  overviewTitle: 'Worum es auf dieser Safari geht',
  highlightsTitle: 'Höhepunkte',

  itineraryEyebrow: 'Tag für Tag',
  itineraryTitle: 'Der Reiseverlauf',
  itineraryEmpty: 'Diese Reise gestalten wir ganz nach Ihnen: Nennen Sie uns Ihre Reisedaten und was Sie sehen möchten, und wir schicken Ihnen einen Plan für jeden Tag.',
  nightsHere: (nights: number) => (nights === 0 ? 'Auf der Durchreise' : nights === 1 ? '1 Nacht' : `${nights} Nächte`),
  placeLabel: 'Ort',
  lodgeLabel: 'Unterkunft',
  lodgeLinkHint: '(öffnet die Website der Lodge)',
  mealsLabel: 'Inklusive Mahlzeiten',
  activitiesLabel: 'Aktivitäten',

  mapLabel: (name: string) => `Routenkarte der Reise „${name}“`,

  seasonsEyebrow: 'Preise',
  seasonsTitle: 'Saisonzeiten und Preise',
  seasonsIntro: 'Die Preise gelten pro Person im Doppelzimmer für die ganze Reise. Die An- und Abreise nach Südafrika ist nicht enthalten.',
  seasonsCaption: 'Preis pro Person im Doppelzimmer, nach Saison',
  seasonColumn: 'Saison',
  datesColumn: 'Zeitraum',
  priceColumn: 'Pro Person im Doppelzimmer',
  singleSupplementNote: (amount: string) => `Sie reisen allein? Ein Einzelzimmer kostet ${amount} pro Person mehr.`,
  noSeasons: 'Ein Preis für das ganze Jahr:',

  includedEyebrow: 'Was Sie bezahlen',
  includedTitle: 'Inklusive und nicht inklusive',
  includedHeading: 'Inklusive',
  excludedHeading: 'Nicht inklusive',

  departuresEyebrow: 'Wann',
  departuresTitle: 'Termine',
  departuresIntro: 'Zu festen Terminen reisen Sie in einer kleinen Gruppe; jeder Termin hat nur wenige Plätze.',
  departuresCaption: 'Feste Gruppentermine und die noch freien Plätze',
  dateColumn: 'Abreise',
  seatsColumn: 'Plätze',
  heldForOthers: 'Für einen anderen Gast reserviert',
  joinWaitlist: 'Auf die Warteliste setzen lassen',
  seatsLeft: (seats: number) => (seats === 0 ? 'Ausgebucht' : seats === 1 ? 'Noch 1 Platz frei' : `Noch ${seats} Plätze frei`),
  noUpcoming: 'Die geplanten Termine sind alle abgereist. Fragen Sie uns nach dem nächsten Termin oder danach, diese Reise privat zu unternehmen.',
  privateTitle: 'Private Reise, an einem Tag Ihrer Wahl',
  privateText: 'Diese Safari hat keine festen Termine: Sie reisen nur mit Ihrer Gruppe und beginnen an dem Tag, der Ihnen passt.',

  testimonialsEyebrow: 'Gäste erzählen',
  testimonialsTitle: 'Von Gästen ähnlicher Reisen',

  destinationsEyebrow: 'Mehr entdecken',
  destinationsTitle: 'Reiseziele dieser Reise',

  contactHeading: (name: string) => `Anfrage zur Reise „${name}“`,
  contactIntro: 'Nennen Sie uns Ihre Reisedaten und Ihre Gruppe: Wir antworten innerhalb von 24 Stunden mit Verfügbarkeit und einem Angebot.',
  breadcrumbPackages: 'Safari-Reisen',

  dayLabel: (first: number, last: number) => (first === last ? `Tag ${first}` : `Tage ${first}-${last}`),
  durationLine,
  monthDayLabel: (monthDay: string) => {
    const [month, day] = monthDay.split('-').map(Number);
    return `${day}. ${MONTHS[(month ?? 1) - 1]}`;
  },
  mealsSpoken: (meals: readonly Meal[]) => {
    const words = (['B', 'L', 'D'] as const).filter((meal) => meals.includes(meal)).map((meal) => MEALS[meal]);
    return words.length > 1 ? `${words.slice(0, -1).join(', ')} und ${words.at(-1)}` : (words[0] ?? '');
  },
  locale: 'de',
};
