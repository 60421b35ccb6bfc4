import { describe, expect, it } from 'vitest';
import { entryHealthIn, packingForRouteIn, travelNotes } from '#lib/content/travel-notes.copy.ts';
import { BOOKING_REQUIREMENTS } from '#lib/content/entry-health.content.ts';

// The packing lists and entry notes a German traveller's pack shows, and /de/travel-info with it (issue 42).
describe('the travel notes in German', () => {
  const kruger = { lat: -24.0, lng: 31.6, country: 'South Africa' };
  const khwai = { lat: -19.15, lng: 23.75, country: 'Botswana' };
  const cape = { lat: -33.9, lng: 18.4, country: 'South Africa' };

  it('gives a German route the same lists as the English, in German and in the route’s order', () => {
    expect(packingForRouteIn([kruger, khwai], 'en').map((list) => list.country)).toEqual(['South Africa: the bush', 'Botswana']);
    const german = packingForRouteIn([kruger, khwai], 'de');
    expect(german.map((list) => list.country)).toEqual(['Südafrika: der Busch', 'Botswana']);
    expect(german[0]!.items[0]).toBe('Geschlossene Wanderschuhe für Buschwanderungen und den Spaziergang mit Geparden');
    // The Cape keeps its own list in German too, never the bush's.
    expect(packingForRouteIn([cape], 'de').map((list) => list.country)).toEqual(['Südafrika: das Kap']);
  });

  it('names each country on a route in German and keeps the general lines for one without notes, in German', () => {
    const notes = entryHealthIn(['South Africa', 'Zimbabwe', 'Eswatini'], 'de');
    expect(notes.map((entry) => entry.name ?? entry.country)).toEqual(['Südafrika', 'Simbabwe', 'Eswatini']);
    expect(notes[1]!.health).toContain('Victoria Falls und Hwange sind Malariagebiete: Lassen Sie sich reisemedizinisch zur Vorbeugung beraten.');
    expect(notes[2]!.entry).toEqual(['Visa, wo nötig (das KAZA-UniVisa gilt für Simbabwe und Sambia)']);
    // Every German note is a line the German packing lists or the country's own notes hold: no English left in them.
    const english = JSON.stringify(travelNotes.en.entryHealthByCountry.flatMap((entry) => [...entry.entry, ...entry.health]));
    for (const entry of travelNotes.de.entryHealthByCountry) for (const line of [...entry.entry, ...entry.health]) expect(english).not.toContain(line);
  });

  it('has a German note for every country the English notes name, in the same order', () => {
    expect(travelNotes.de.entryHealthByCountry.map((entry) => entry.country)).toEqual(travelNotes.en.entryHealthByCountry.map((entry) => entry.country));
    expect(travelNotes.en.bookingRequirements).toBe(BOOKING_REQUIREMENTS);
    expect(travelNotes.de.bookingRequirements).toMatch(/^Vorerkrankungen/);
  });
});
