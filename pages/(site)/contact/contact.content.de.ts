/** The contact page's server-rendered parts in German (issue 42); the form's words are in contact-form.words.ts. */
import type { ContactCopy } from './contact.copy.ts';

export const contactCopyDe: ContactCopy = {
  page: {
    eyebrow: 'Kontakt',
    heading: 'Planen wir Ihre Safari gemeinsam',
    intro: 'Rufen Sie uns an, schicken Sie uns eine Nachricht oder schreiben Sie uns: Jede Anfrage beantwortet jemand aus unserer Familie, und zwar innerhalb von 24 Stunden.',
    cardsLabel: 'So erreichen Sie uns',
    call: { title: 'Rufen Sie uns an', text: 'Sprechen Sie direkt mit einem Guide, an sieben Tagen in der Woche.' },
    form: { title: 'Anfrage senden', text: 'Erzählen Sie uns im Formular unten von Ihrer Traumreise.', action: 'Zum Formular' },
    whatsapp: {
      title: 'WhatsApp',
      text: 'Schreiben Sie uns, wo auch immer Sie gerade sind.',
      action: 'Per WhatsApp schreiben',
      newTab: '(öffnet in einem neuen Tab)',
    },
    formAside: {
      heading: 'So geht es weiter',
      steps: [
        'Innerhalb von 24 Stunden melden wir uns mit ersten Ideen und Fragen.',
        'Gemeinsam legen wir die Route, die Lodges und das Tempo Ihrer Reisetage fest.',
        'Sie erhalten einen ausführlichen Reiseverlauf mit Angebot, ganz unverbindlich.',
      ],
    },
    company: {
      heading: 'Unsere Angaben',
      email: 'E-Mail',
      address: 'Anschrift',
      registration: 'Handelsregister',
      memberships: 'Mitglied bei',
      socials: 'Folgen Sie uns',
      newTab: '(öffnet in einem neuen Tab)',
    },
  },
  destinations: {
    heading: 'Beliebte Safari-Ziele',
    intro: 'Sie wissen nicht, wo Sie anfangen sollen? Nach diesen Orten fragen unsere Gäste am häufigsten.',
    destinations: [
      { href: '/victoria-falls-detail', name: 'Victoriafälle', country: 'Simbabwe und Sambia', badge: 'Weltnaturwunder', photoId: '1568625502763-2a5ec6a94c47', alt: 'Die Victoriafälle donnern in die Schlucht' },
      { href: '/chobe-detail', name: 'Chobe-Nationalpark', country: 'Botswana', badge: 'Über 140.000 Elefanten', photoId: '1557050543-4d5f4e07ef46', alt: 'Elefanten durchqueren den Chobe-Fluss' },
      { href: '/addo-elephant-detail', name: 'Addo-Elefanten-Nationalpark', country: 'Südafrika', badge: 'Die „Big 7“', photoId: '1564760055775-d63b17a55c44', alt: 'Ein junger Elefant im Busch von Addo' },
      { href: '/cape-town-detail', name: 'Kapstadt', country: 'Südafrika', badge: 'Die „Mother City“', photoId: '1580060839134-75a5edca2e99', alt: 'Der Tafelberg über Kapstadt' },
    ],
  },
};
