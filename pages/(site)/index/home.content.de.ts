/**
 * The home page in German (issue 42), written for German readers rather than translated line by line. SPEC's
 * claims (two guides, 12+ years each, 100 % safety record, 500+ travellers) keep their figures.
 */
import type { HomeCopy } from './home.copy.ts';

export const homeCopyDe: HomeCopy = {
  hero: {
    eyebrow: 'Familiengeführte Safaris ab Südafrika',
    headline: 'Erleben Sie Ihren Traum von Afrika',
    text: 'Folgen Sie den Spuren der Big Five, wandern Sie mit Geparden und spüren Sie die Gischt der Victoriafälle, begleitet von zwei professionellen Guides, die jeden Tag nach Ihren Wünschen planen.',
    primaryCta: { href: '#packages', label: 'Safari-Reisen entdecken' },
    secondaryCta: { href: '#about', label: 'Unsere Geschichte' },
    image: { photoId: '1516426122078-c23e76319801', alt: 'Ein Safarifahrzeug auf einer Sandpiste durch goldenes Savannengras' },
  },
  about: {
    eyebrow: 'Über uns',
    heading: 'Zwei Guides, eine Familie, ein Leben im Busch',
    paragraphs: [
      'Wir sind ein Familienbetrieb rund um zwei professionelle Guides, die Reisende seit jeweils über 12 Jahren durch die Wildschutzgebiete im südlichen und östlichen Afrika führen.',
      'Unsere Gruppen bleiben klein und unsere Tage entspannt: Zeit bei jeder Sichtung, eine geduldige Antwort auf jede Frage und das Wissen, wo die Tiere diese Woche zu finden sind, nicht in der letzten Saison.',
    ],
    stats: [
      { value: '2', label: 'Professionelle Guides' },
      { value: '12+', label: 'Jahre Erfahrung, jeder von beiden' },
      { value: '100 %', label: 'Sicherheitsbilanz' },
      { value: '500+', label: 'Zufriedene Reisende' },
    ],
    image: { photoId: '1535941339077-2dd1c7963098', alt: 'Bewaldete Hügel und Felsklippen an der Panoramaroute' },
    guidesLabel: 'Ihre Guides',
    guidesLink: { href: '/guides', label: 'Unsere Guides kennenlernen' },
  },
  featured: {
    elegant: { label: 'Elegante Safari', badge: 'Premium', fallback: { duration: '7 bis 21 Tage', accommodation: 'Luxus-Lodges', groupSize: '2 bis 4 Personen' } },
    economical: { label: 'Preiswerte Safari', badge: 'Preis-Leistung', fallback: { duration: '7 bis 14 Tage', accommodation: 'Safari-Camps', groupSize: '6 bis 8 Personen' } },
  },
  packages: {
    eyebrow: 'Safari-Reisen',
    heading: 'Wählen Sie Ihren Safari-Stil',
    intro: 'Zwei Arten, die Wildnis zu erleben: privater Luxus mit eigenem Guide oder ein Abenteuer in der kleinen Gruppe, bei dem Sie keine Sichtung verpassen und weniger bezahlen.',
    inquireLabel: 'Jetzt anfragen',
    comparisonCaption: 'Die beiden Safari-Stile im Vergleich',
    comparisonRowHeader: 'Merkmal',
    comparisonRows: [
      { key: 'duration', label: 'Dauer' },
      { key: 'accommodation', label: 'Unterkunft' },
      { key: 'groupSize', label: 'Gruppengröße' },
    ],
    viewAll: { href: '/packages', label: 'Alle Safari-Reisen ansehen' },
  },
  safety: {
    eyebrow: 'Sicherheit zuerst',
    heading: 'Ihre Sicherheit hat Vorrang',
    intro: 'Mit über 25 Jahren Erfahrung im Busch und einer makellosen Sicherheitsbilanz planen wir auch für das Unerwartete, damit Sie die Wildnis einfach genießen können.',
    features: [
      { icon: 'medical', title: 'Medizinische Versorgung', description: 'Erste-Hilfe-Ausrüstung in jedem Fahrzeug und Guides mit Ausbildung in Wildnis-Erster-Hilfe und Wiederbelebung.' },
      { icon: 'radio', title: 'Verbindung', description: 'Funk- und Satellitenkontakt zu unserer Basis und den Parkrangern auf jeder Fahrt.' },
      { icon: 'compass', title: 'Erfahrene Führung', description: 'Professionelle Guides, die das Verhalten der Tiere lesen und respektvollen Abstand halten.' },
      { icon: 'shield', title: 'Versicherung', description: 'Volle Haftpflichtversicherung als Veranstalter und Hilfe bei einer Reiseversicherung mit Rücktransport.' },
      { icon: 'paw', title: 'Sicher unter Wildtieren', description: 'Klare Einweisung vor jeder Fahrt und Wanderung, zu Fuß mit bewaffneten, zertifizierten Rangern.' },
      { icon: 'vehicle', title: 'Sichere Fahrzeuge', description: 'Gewartete Allrad-Safarifahrzeuge, vor jeder Reise geprüft, mit erfahrenen Fahrern.' },
      { icon: 'route', title: 'Routenplanung', description: 'Reiseverläufe, abgestimmt auf Jahreszeit, Straßenverhältnisse und Öffnungszeiten der Grenzübergänge.' },
      { icon: 'clock', title: 'Rund um die Uhr erreichbar', description: 'Solange Sie unterwegs sind, ist jemand aus der Familie Tag und Nacht für Sie da.' },
    ],
    certificationsHeading: 'Geprüft und vorbereitet',
    certifications: [
      'Staatlich anerkannte Zulassung als Safari-Guide',
      'Erste Hilfe in der Wildnis und Wiederbelebung',
      'Sicherer Umgang mit Schusswaffen',
      'Notfallmanagement und Evakuierung',
    ],
  },
  testimonials: { heading: 'Das sagen unsere Gäste' },
  bigFive: {
    eyebrow: 'Tierwelt',
    heading: 'Die Big Five',
    intro: 'Einst die gefährlichsten Tiere für Fährtenleser zu Fuß, heute die aufregendsten Begegnungen. Unsere Guides wissen, wo sie nach jedem von ihnen suchen müssen.',
    animals: [
      { name: 'Löwe', fact: 'Rudel mit bis zu zwanzig Tieren ruhen tagsüber und jagen in der Dämmerung.', photoId: '1549366021-9f761d450615', alt: 'Ein Löwe mit dunkler Mähne ruht im Gras' },
      { name: 'Elefant', fact: 'Das größte Landtier der Erde; jede Herde wird von einer umsichtigen Leitkuh geführt.', photoId: '1557050543-4d5f4e07ef46', alt: 'Eine Elefantenherde auf dem Weg zum Fluss' },
      { name: 'Büffel', fact: 'Herden von Hunderten Tieren und die mutigsten Verteidiger der Savanne.', photoId: '1551316679-9c6ae9dec224', alt: 'Ein Kaffernbüffel blickt direkt in die Kamera' },
      { name: 'Leopard', fact: 'Scheu und einzelgängerisch: Einen auf einem Ast liegen zu sehen, ist ein seltenes Geschenk.', photoId: '1456926631375-92c8ce872def', alt: 'Ein Leopard liegt ausgestreckt auf einem Ast' },
      { name: 'Nashorn', fact: 'Tag und Nacht von Rangern beschützt und langsam auf dem Weg zurück in die Wildnis.', photoId: '1598894000396-bc30e0996899', alt: 'Ein Breitmaulnashorn grast auf einer offenen Ebene' },
    ],
  },
};
