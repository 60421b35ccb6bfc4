import { describe, expect, it } from 'vitest';
import { tripTopic, whatsappGreeting, whatsappHref, whatsappTopicOf } from '#lib/contact-links.ts';

const ORIGIN = 'https://safari.example';

describe('the line a WhatsApp chat opens with (issue 29)', () => {
  it('names the trip or topic a page gives, before its address', () => {
    expect(whatsappGreeting(ORIGIN, '/packages/okavango', tripTopic('Okavango Mokoro Days'))).toBe('Hello! I have a question about the Okavango Mokoro Days trip.');
    expect(whatsappGreeting(ORIGIN, '/contact', 'the Cheetah Walk')).toBe('Hello! I have a question about the Cheetah Walk.');
  });

  it('falls back to the page’s address, and to the contact page’s greeting where the address names nothing', () => {
    expect(whatsappGreeting(ORIGIN, '/faq')).toBe('Hello! I have a question about https://safari.example/faq');
    // The contact card, the call bar and the footer of /contact open the same chat (one greeting per page).
    expect(whatsappGreeting(ORIGIN, '/')).toBe("Hello! I'm interested in planning a safari with African Safari Tours.");
    expect(whatsappGreeting(ORIGIN, '/contact', null)).toBe("Hello! I'm interested in planning a safari with African Safari Tours.");
  });

  it('never puts a secret link’s address, and so its token, into the chat', () => {
    for (const path of ['/proposals/tok123', '/trips/tok123', '/reservations/tok123', '/reviews/tok123', '/Trips//tok123']) {
      expect(whatsappGreeting(ORIGIN, path)).toBe("Hello! I'm interested in planning a safari with African Safari Tours.");
    }
    // A public page under the same prefix keeps its address.
    expect(whatsappGreeting(ORIGIN, '/reviews/policy')).toBe('Hello! I have a question about https://safari.example/reviews/policy');
  });

  it('reads the topic from a page’s data only when it is a non-empty string', () => {
    expect(whatsappTopicOf({ whatsappTopic: 'Chobe National Park', trips: [] })).toBe('Chobe National Park');
    for (const data of [undefined, null, 'text', {}, { whatsappTopic: '' }, { whatsappTopic: null }, { whatsappTopic: 3 }]) expect(whatsappTopicOf(data)).toBeNull();
  });

  it('travels in the link encoded, the number as digits only', () => {
    const href = whatsappHref('+27 82 555 0147', tripTopic('Chobe & Vic Falls'));
    expect(href).toBe('https://wa.me/27825550147?text=the%20Chobe%20%26%20Vic%20Falls%20trip');
    expect(new URL(href).searchParams.get('text')).toBe('the Chobe & Vic Falls trip');
  });
});
