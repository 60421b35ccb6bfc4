import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PackSections } from '#components/site/pack/PackSections.server.tsx';
import type { TripStop } from '#lib/domain/catalogue/catalogue.types.ts';
import { countriesOnRoute } from '#lib/route-map.server.ts';
import { BOOKING_REQUIREMENTS, entryHealthByCountry } from '#lib/content/entry-health.content.ts';
import { PackingPanel } from '#pages/(site)/travel-info/PackingPanel.tsx';

const stop = (placeName: string, lat: number, lng: number): TripStop => ({ title: placeName, description: '', nights: 2, placeName, lat, lng });
const text = (html: string) => html.replace(/<[^>]+>/g, '\n').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const notesOf = (country: string) => entryHealthByCountry.find((n) => n.country === country)!;

/** The text under each `<h3>` of the pack's entry and health section, by heading. */
function sectionsByCountry(html: string): Record<string, string> {
  const section = html.slice(html.indexOf('id="entry-title"'));
  return Object.fromEntries([...section.matchAll(/<h3[^>]*>([^<]+)<\/h3>([\s\S]*?)(?=<h3|<\/section>)/g)].map(([, heading, body]) => [heading!, text(body!)]));
}

describe("the pack's entry and health notes (issue 30)", () => {
  const stops = [stop('Kruger', -24.0, 31.6), stop('Khwai', -19.15, 23.75)];
  const countries = countriesOnRoute(stops);
  const stopCountries = stops.map((s) => countriesOnRoute([s])[0] ?? null);
  const html = renderToStaticMarkup(createElement(PackSections, { name: 'Kruger and Khwai', stops, countries, stopCountries }));

  it("shows each country's notes on a route through South Africa and Botswana, under its own name", () => {
    expect(countries).toEqual(['South Africa', 'Botswana']);
    const shown = sectionsByCountry(html);
    expect(Object.keys(shown)).toEqual(['South Africa', 'Botswana']);
    expect(shown['South Africa']).toContain('Antimalarials for malaria areas such as the Kruger (ask a travel clinic)');
    expect(shown['South Africa']).toContain('Birth certificates for travelling children');
    expect(shown.Botswana).toContain('The Okavango Delta, Chobe and the north are malaria areas');
    expect(shown.Botswana).not.toContain('Birth certificates');
    for (const country of countries) for (const line of [...notesOf(country).entry, ...notesOf(country).health]) expect(shown[country]).toContain(line);
    // No country off the route.
    expect(text(html)).not.toContain('Victoria Falls and Hwange');
  });

  it("quotes SPEC's booking requirements exactly, for every traveller", () => {
    // SPEC §5, "Booking requirements stated in the terms", word for word.
    const spec = 'Medical conditions disclosed at booking; travel insurance with medical evacuation mandatory; passport valid 6 months beyond the return date with 2 blank pages; booking names must match the passport exactly; a liability waiver must be signed.';
    expect(BOOKING_REQUIREMENTS).toBe(spec);
    expect(text(html)).toContain(spec);
  });

  it('says what /travel-info says: every note of the pack is on the travel information page', () => {
    const page = text(renderToStaticMarkup(createElement(PackingPanel)));
    for (const notes of entryHealthByCountry) {
      expect(page).toContain(notes.country);
      for (const line of [...notes.entry, ...notes.health]) expect(page).toContain(line);
    }
  });
});

describe("the pack's packing list (issue 39)", () => {
  const packingOf = (stops: TripStop[]) => {
    const html = renderToStaticMarkup(createElement(PackSections, { name: 'Trip', stops, countries: countriesOnRoute(stops), stopCountries: stops.map((s) => countriesOnRoute([s])[0] ?? null) }));
    return text(html.slice(html.indexOf('id="packing-title"'), html.indexOf('id="entry-title"')));
  };

  it("gives a Kruger trip the bush's list, never Table Mountain's", () => {
    const packing = packingOf([stop('Hazyview', -25.04, 31.13), stop('Satara Rest Camp', -24.39, 31.78)]);
    expect(packing).toContain('For South Africa: the bush');
    expect(packing).toContain('Closed walking shoes for bush walks and the cheetah walk');
    expect(packing).not.toContain('Table Mountain');
    expect(packing).not.toContain('For Botswana');
  });

  it("gives a Cape trip the Cape's list, and a trip on to the Delta Botswana's as well, in the route's order", () => {
    const packing = packingOf([stop('Cape Town', -33.92, 18.42), stop('Khwai', -19.15, 23.75)]);
    expect(packing).toContain('Windproof jacket for Table Mountain and the Cape Peninsula');
    expect(packing).not.toContain('the bush');
    expect(packing.indexOf('For South Africa: the Cape')).toBeLessThan(packing.indexOf('For Botswana'));
  });
});
