/** The packages page's server-rendered parts in German (issue 42); the tabs' words are in package-tabs.copy.ts. */
import type { PackagesCopy } from './packages.copy.ts';

export const packagesCopyDe: PackagesCopy = {
  eyebrow: 'Safari-Reisen',
  heading: 'Finden Sie Ihre Safari',
  intro:
    'Von klassischen Pirschfahrten im Kruger bis zu Buschcamps im Okavango-Delta, die Sie nur mit dem Kleinflugzeug erreichen: Jede Reise begleitet unsere Familie, und jede lässt sich ganz nach Ihren Wünschen gestalten.',
  noticeTitle: 'Gut zu wissen',
  notice:
    'Die An- und Abreise nach Südafrika ist in keiner unserer Reisen enthalten. Die Fahrten innerhalb des Landes und Ihre Unterkünfte sind in jeder Reise inbegriffen.',
  finalCta: {
    heading: 'Sie wissen noch nicht, welche Safari zu Ihnen passt?',
    text: 'Nennen Sie uns Ihre Reisedaten, Ihr Budget und die Tiere, die Sie am liebsten sehen möchten. Wir schlagen Ihnen eine Route vor und antworten innerhalb von 24 Stunden.',
    link: { href: '/contact', label: 'Meine Safari planen' },
  },
};
