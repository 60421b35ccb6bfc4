import type { JessicaHippoContent } from './jessica-hippo.content.ts';
import { jessicaHippo } from './jessica-hippo.content.ts';

/** The visit to Jessica in German (issue 42); photos, prices, the place's area and the Book key are the English page's. */
export const jessicaHippoDe: JessicaHippoContent = {
  eyebrows: { story: 'Ihre Geschichte', experience: 'Der Besuch', safety: 'Sicherheit' },
  booking: { ...jessicaHippo.booking, label: 'Besuch buchen' },
  place: { ...jessicaHippo.place, name: 'Besuch bei Flusspferd Jessica' },
  hero: {
    eyebrow: 'Hoedspruit · Blyde River',
    title: 'Zu Besuch bei Flusspferd Jessica',
    intro:
      'Jessica ist wohl das berühmteste Flusspferd Afrikas: Als Neugeborenes nach einer Flut gerettet, wuchs sie bei der Familie auf, die ihr Zuhause am Fluss bis heute mit ihr teilt. Ein sanfter, überraschender Vormittag am Ufer des Blyde River.',
    image: { ...jessicaHippo.hero.image, alt: 'Ein Flusspferd taucht bei Sonnenaufgang in einem ruhigen Fluss auf' },
    figures: [
      { value: '1000+', label: 'Begeisterte Besucher' },
      { value: '30+', label: 'Jahre mit dem Flusspferd' },
    ],
  },
  story: {
    title: 'Ein Flusspferd, von einer Familie aufgezogen',
    paragraphs: [
      'Nachdem ein Sommerhochwasser den Blyde River hinabgerauscht war, fand man bei Hoedspruit ein neugeborenes Flusspferdkalb gestrandet am Ufer, die Nabelschnur noch dran. Die Familie, die es fand, fütterte es mit der Hand und hielt es in den ersten Nächten warm, ohne zu glauben, dass es überleben würde.',
      'Es überlebte. Jessica wuchs frei auf, konnte zwischen Fluss und Haus kommen und gehen und besucht ihre Familie bis heute jeden Tag. Im Fluss hat sie ihre eigenen wilden Flusspferd-Freunde, und als Botschafterin zeigt sie Tausenden von Menschen, wie klug und gesellig Flusspferde sind.',
      'Ihr Besuch wird von den Menschen begleitet, die sie am besten kennen, und es ist ihre Geschichte, die sie Ihnen erzählen.',
    ],
    image: { ...jessicaHippo.story.image, alt: 'Das baumgesäumte Ufer eines Flusses im Lowveld in weichem Licht' },
  },
  experience: {
    title: 'Was Sie erleben',
    intro: 'Ein gemächlicher Besuch bei Jessica zu Hause am Fluss, ganz nach ihrer Stimmung und ihrem Tagesablauf.',
    items: [
      'Begegnen Sie Jessica am Flussufer, wo sie einst gefunden wurde',
      'Hören Sie die Geschichte ihrer Rettung von der Familie, die sie aufgezogen hat',
      'Sehen Sie zu, wie sie ihre berühmte Flasche süßen Rooibostee trinkt',
      'Erfahren Sie, wie Flusspferde leben, sich verständigen und ihr Revier verteidigen',
      'Fotografieren Sie Jessica unter Anleitung ihrer Betreuer',
      'Halten Sie am Fluss Ausschau nach Eisvögeln, Schreiseeadlern und Krokodilen',
    ],
  },
  safety: {
    title: 'Sicher bei einem wilden Tier',
    intro: 'Jessica ist zahm, aber noch immer ein Flusspferd, das schwerste Tier, neben dem Sie je stehen werden. Deshalb folgt jeder Besuch den Regeln ihrer Familie.',
    features: [
      {
        icon: 'users',
        title: 'Von ihrer Familie begleitet',
        description: 'Ihre Betreuer bleiben zwischen der Gruppe und Jessica und entscheiden Augenblick für Augenblick, wie nah die Besucher kommen.',
      },
      {
        icon: 'shield',
        title: 'Klare Einweisung',
        description: 'Bevor Sie ihr begegnen, erfahren Sie, wo Sie stehen, wie Sie sich bewegen und warum Sie nie zwischen ein Flusspferd und das Wasser treten.',
      },
      {
        icon: 'first-aid',
        title: 'Guide mit Erster Hilfe',
        description: 'Unser Guide bleibt die ganze Zeit bei Ihnen, mit Verbandskasten und Funkgerät, und fährt Sie zum Fluss und zurück.',
      },
    ],
  },
  pricing: {
    title: 'Preise für den Besuch bei Jessica',
    intro: 'Ein kurzer Besuch, der sich leicht in einen Safaritag einfügt, vor oder nach einer Pirschfahrt in der Kruger-Region.',
    options: [{ amount: 150, label: 'pro Person' }],
    facts: [
      { label: 'Dauer', value: '1–2 Stunden' },
      { label: 'Verfügbarkeit', value: 'Täglich' },
      { label: 'Ort', value: 'Hoedspruit' },
    ],
    inclusions: ['Begleiteter Besuch bei Jessica und ihrer Familie', 'Eintritt', 'Transfers mit Ihrem Guide', 'Erfrischungen am Fluss'],
  },
  cta: {
    title: 'Lernen Sie Jessica kennen',
    text: 'Die Besuche richten sich nach Jessicas Tagesablauf. Nennen Sie uns Ihre Reisedaten, dann buchen wir die beste Zeit für Ihre Gruppe.',
  },
};
