import type { VictoriaFallsContent } from './victoria-falls.content.ts';
import { victoriaFalls } from './victoria-falls.content.ts';

const [onFoot, flight, upperZambezi] = victoriaFalls.experiences.items;

/** The Victoria Falls day tour in German (issue 42); photos, prices, the place's area and the Book target are the English page's. */
export const victoriaFallsDe: VictoriaFallsContent = {
  eyebrows: { experiences: 'Erlebnisse', activities: 'Aktivitäten', bestTimes: 'Beste Reisezeit' },
  booking: { ...victoriaFalls.booking, label: 'Tagesausflug buchen' },
  place: { ...victoriaFalls.place, name: 'Tagestour zu den Victoriafällen' },
  hero: {
    eyebrow: 'Simbabwe · Mosi-oa-Tunya',
    title: 'Tagestour zu den Victoriafällen',
    intro:
      'Stehen Sie in der Gischt des „donnernden Rauchs“, wo der ganze Sambesi in eine schmale Schlucht stürzt. Ein geführter Tag an einem der Naturwunder der Welt, auf Wunsch auch mit einem Blick aus der Luft.',
    image: { ...victoriaFalls.hero.image, alt: 'Die Victoriafälle mit voller Wasserführung, Gischt steigt über der Schlucht auf' },
    figures: [
      { value: '1.708 m', label: 'Breiter Wasservorhang' },
      { value: '108 m', label: 'Größte Fallhöhe' },
    ],
  },
  experiences: {
    title: 'Erlebnisse an den Fällen',
    intro: 'Drei Arten, die Fälle zu erleben, vom Pfad durch den Regenwald bis zum Himmel über der Schlucht.',
    items: [
      {
        name: 'Die Fälle zu Fuß',
        description:
          'Wandern Sie auf simbabwischer Seite den Regenwaldpfad entlang der Schlucht und halten Sie an den Aussichtspunkten, die den Fällen direkt gegenüberliegen.',
        image: { ...onFoot!.image, alt: 'Ein Regenbogen spannt sich über die Schlucht unterhalb der Fälle' },
        highlights: ['Pfad durch den Regenwald', 'Blick auf die Hauptfälle', 'Regenbogen in der Gischt'],
      },
      {
        name: 'Flight of Angels',
        description:
          'Ein Hubschrauberflug über die Fälle und die Zickzack-Schluchten des Sambesi: die einzige Möglichkeit, die ganze Breite des Wasservorhangs auf einmal zu sehen.',
        image: { ...flight!.image, alt: 'Die Fälle und die Zickzack-Schluchten von oben gesehen' },
        highlights: ['Blick aus der Luft', 'Schluchten des Sambesi', 'In der Hubschrauber-Variante enthalten'],
      },
      {
        name: 'Der Sambesi oberhalb der Fälle',
        description:
          'Oberhalb der Fälle ist der Fluss breit und ruhig, übersät mit Inseln, an denen Flusspferde, Krokodile und Elefanten ans Wasser kommen.',
        image: { ...upperZambezi!.image, alt: 'Die Sonne geht über einem breiten Fluss mit palmenbestandenen Inseln unter' },
        highlights: ['Wildtiere am Fluss', 'Inselkulisse', 'Licht bei Sonnenuntergang'],
      },
    ],
  },
  activities: {
    title: 'Aktivitäten zum Dazubuchen',
    intro: 'Bleiben Sie länger und verbinden Sie Ihre Tour mit einer dieser Aktivitäten. Fragen Sie uns, wir organisieren sie für Sie.',
    items: [
      { name: 'Führung an den Fällen', description: 'Der Spaziergang durch den Regenwald mit Ihrem Guide, das Herzstück jedes Tagesausflugs.', duration: '2–3 Stunden' },
      { name: 'Hubschrauberflug', description: 'Ein kurzer Rundflug über die Fälle und die Schluchten darunter.', duration: '12–15 Minuten' },
      { name: 'Sonnenuntergangsfahrt auf dem Sambesi', description: 'Getränke und Snacks auf dem oberen Sambesi, während die Sonne untergeht.', duration: '2–3 Stunden' },
      { name: 'Wildwasser-Rafting', description: 'Einige der besten Stromschnellen der Welt in der Batoka-Schlucht, am schönsten bei Niedrigwasser.', duration: 'Halber oder ganzer Tag' },
      { name: 'Führung über die Victoria-Falls-Brücke', description: 'Die Brücke von 1905 zwischen Simbabwe und Sambia, ihre Geschichte und ihr Blick in die Schlucht.', duration: '1–2 Stunden' },
      { name: 'Devil’s Pool', description: 'Ein Bad direkt an der Kante der Fälle, von Livingstone Island in Sambia aus, wenn der Fluss niedrig ist.', duration: '2–3 Stunden' },
    ],
  },
  bestTimes: {
    title: 'Wann Sie reisen sollten',
    intro: 'Die Fälle verändern sich mit dem Hochwasser des Sambesi. Jede Jahreszeit hat ihren eigenen Reiz; wir helfen Ihnen bei der Wahl.',
    seasons: [
      {
        name: 'Hochwasser',
        months: 'Februar bis Juli',
        description:
          'Nach den Regenfällen flussaufwärts führt der Fluss am meisten Wasser, und die Gischt kann Hunderte Meter hoch steigen. Die Fälle sind dann am gewaltigsten, doch auf dem Höhepunkt kann der Sprühnebel die Sicht verhüllen.',
        highlights: ['Donnernder, voller Wasservorhang', 'Regenbogen und Gischt', 'Regenjacke mitnehmen'],
      },
      {
        name: 'Niedrigwasser',
        months: 'August bis Januar',
        description:
          'Wenn der Fluss sinkt, kommen Felswand und Schlucht zum Vorschein, die Gischt lichtet sich für klare Fotos, und die Stromschnellen darunter sind ideal zum Raften.',
        highlights: ['Klarere Sicht', 'Beste Zeit zum Raften', 'Saison für den Devil’s Pool'],
      },
    ],
  },
  pricing: {
    title: 'Preise für die Victoriafälle',
    intro: 'Ein ganzer geführter Tag an den Fällen, mit oder ohne Hubschrauberflug.',
    options: [
      { amount: 280, label: 'pro Person, Tagesausflug' },
      { amount: 450, label: 'pro Person, mit Hubschrauberflug' },
    ],
    facts: [
      { label: 'Verfügbarkeit', value: 'Täglich' },
      { label: 'Dauer', value: 'Ganzer Tag' },
      { label: 'Start', value: 'Ort Victoria Falls' },
    ],
    inclusions: [
      'Führung an den Fällen',
      'Eintritt in den Regenwald',
      'Mittagessen und Wasser in Flaschen',
      'Hin- und Rücktransfer ab Ihrem Hotel',
      'Hubschrauberflug, in der Hubschrauber-Variante',
    ],
  },
  contact: {
    heading: 'Planen Sie Ihren Tag an den Victoriafällen',
    intro: 'Nennen Sie uns Ihre Reisedaten und ob Sie den Hubschrauberflug wünschen. Wir antworten innerhalb von 24 Stunden.',
  },
};
