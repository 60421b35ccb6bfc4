/**
 * The entry and health notes in German (issue 42), beside entry-health.content.ts: the same countries (keyed by the
 * atlas's English name, as a route names them) with a German heading, and the packing lines they share quoted from
 * packing.content.de.ts. General notes, not advice, as in English.
 */
import type { CountryEntryHealth } from './entry-health.content.ts';
import { documentLinesDe, firstAidLinesDe } from './packing.content.de.ts';

export const entryHealthWordsDe = {
  title: 'Einreise und Gesundheit nach Ländern',
  intro:
    'Allgemeine Hinweise, keine Beratung: Klären Sie die Regeln für Ihre Staatsangehörigkeit mit der Vertretung des jeweiligen Landes und lassen Sie sich sechs Wochen vor der Abreise reisemedizinisch beraten.',
  everyTraveller: 'Für alle Reisenden: ',
};

const malaria = (areas: string) => `${areas}: Lassen Sie sich reisemedizinisch zur Vorbeugung beraten.`;

export const entryHealthByCountryDe: CountryEntryHealth[] = [
  {
    country: 'South Africa',
    name: 'Südafrika',
    entry: [documentLinesDe.passport, documentLinesDe.children, 'Fragen Sie bei der südafrikanischen Vertretung in Ihrem Land nach, ob Sie mit Ihrer Staatsangehörigkeit ein Visum brauchen.'],
    health: [documentLinesDe.yellowFever, firstAidLinesDe.antimalarials],
  },
  {
    country: 'Botswana',
    name: 'Botswana',
    entry: ['Prüfen Sie vor dem Abflug, ob Sie mit Ihrer Staatsangehörigkeit ein Visum brauchen.'],
    health: [documentLinesDe.yellowFever, malaria('Das Okavango-Delta, Chobe und der Norden sind Malariagebiete')],
  },
  {
    country: 'Zimbabwe',
    name: 'Simbabwe',
    entry: [documentLinesDe.visas, 'Halten Sie US-Dollar in kleinen Scheinen für die Visagebühren bereit.'],
    health: [documentLinesDe.yellowFever, malaria('Victoria Falls und Hwange sind Malariagebiete')],
  },
  {
    country: 'Zambia',
    name: 'Sambia',
    entry: [documentLinesDe.visas],
    health: [documentLinesDe.yellowFever, malaria('Fast ganz Sambia ist Malariagebiet')],
  },
  {
    country: 'Namibia',
    name: 'Namibia',
    entry: ['Prüfen Sie vor dem Abflug, ob Sie mit Ihrer Staatsangehörigkeit ein Visum oder eine Einreisegebühr brauchen.'],
    health: [documentLinesDe.yellowFever, malaria('Der Norden (Etosha, die Sambesi-Region) ist in den Regenmonaten Malariagebiet')],
  },
  {
    country: 'Mozambique',
    name: 'Mosambik',
    entry: ['Prüfen Sie vor dem Abflug die Visabestimmungen für Ihre Staatsangehörigkeit.'],
    health: [documentLinesDe.yellowFever, malaria('Ganz Mosambik ist Malariagebiet')],
  },
  {
    country: 'Tanzania',
    name: 'Tansania',
    entry: ['Die meisten Staatsangehörigen brauchen ein Visum: Beantragen Sie es vor dem Abflug online.'],
    health: [documentLinesDe.yellowFever, malaria('Malaria kommt unterhalb von etwa 1.800 m vor')],
  },
  {
    country: 'Kenya',
    name: 'Kenia',
    entry: ['Beantragen Sie vor dem Abflug online die elektronische Reisegenehmigung.'],
    health: [documentLinesDe.yellowFever, malaria('Malaria kommt unterhalb von etwa 1.800 m vor')],
  },
];
