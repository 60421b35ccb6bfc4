import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnce, startProductionServer, type ProductionServer } from '../setup/production-server.ts';
import { until } from '../setup/until.ts';
import { signInFirstOwner } from '../setup/first-owner.ts';

// Two production processes on one database, each with its render cache: what one saves under Settings,
// the other shows at its next request (decision 050's change notice drops both caches and settings).
let first: ProductionServer;
let second: ProductionServer;
let cookie: string;
const STAFF = { username: 'settings-owner', password: 'a long staff passphrase' };

beforeAll(async () => {
  buildOnce();
  first = await startProductionServer({ ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password, SITE_PHONE: '+27 11 111 1111', SITE_WHATSAPP: '+27 82 111 1111', SITE_EMAIL: 'first@safari.example' });
  // Started later with other values: the stored ones stand (the environment only seeds the first).
  second = await startProductionServer({ SITE_PHONE: '+27 99 999 9999', SITE_EMAIL: 'second@safari.example' }, { shareDatabaseWith: first });
  cookie = await signInFirstOwner(first, STAFF);
}, 300_000);
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

const put = async (path: string, json: unknown) => {
  const response = await first.request('PUT', path, { headers: { cookie }, json });
  expect(response.status, response.body).toBe(200);
};
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, text]) => JSON.parse(text!));
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'));

describe('company settings on the public pages', () => {
  it('shows the first process’s environment values on both, and leaves out what is not set', async () => {
    for (const server of [first, second]) {
      const home = await server.get('/');
      expect(home.status).toBe(200);
      const footer = footerOf(home.body);
      expect(footer).toContain('+27 11 111 1111');
      expect(footer).toContain('first@safari.example');
      expect(footer).toContain('https://wa.me/27821111111');
      expect(home.body).not.toContain('+27 99 999 9999');
      expect(footer).not.toContain('on their way');
      expect(footer).not.toContain('Follow us');
      expect(footer).not.toContain('Company registration');
    }
  });

  it('shows a save on the other process at its next request: footer, contact page, call bar and JSON-LD', async () => {
    // Both processes have the home page rendered and cached now.
    expect((await second.get('/')).status).toBe(200);
    await put('/api/admin/settings/company', {
      phone: '+27 13 737 0000',
      whatsapp: '',
      address: '12 Marula Road\nHazyview 1242',
      registrationNumber: '2011/123456/07',
      memberships: ['SATSA'],
      socials: [{ label: 'Instagram', url: 'https://instagram.com/african-safari-tours' }],
      bank: { accountName: 'African Safari Tours', bankName: 'First National Bank', accountNumber: '62 8765 4321', branchCode: '250655', swift: 'FIRNZAJJ' },
    });
    const home = await until(() => second.get('/'), (response) => response.body.includes('+27 13 737 0000'), 5_000);
    const footer = footerOf(home.body);
    expect(footer).toContain('+27 13 737 0000');
    expect(footer).toContain('12 Marula Road');
    expect(footer).toContain('Company registration 2011/123456/07');
    expect(footer).toContain('Member of SATSA');
    expect(footer).toMatch(/<a href="https:\/\/instagram\.com\/african-safari-tours"[^>]*>Instagram/);
    expect(footer).toContain('Follow us');
    // No WhatsApp any more: no link anywhere (footer, call bar), and the bank details are for confirmations only.
    expect(home.body).not.toContain('wa.me');
    expect(home.body).not.toContain('62 8765 4321');
    expect(home.body).toContain('href="tel:+27137370000"');
    const agency = jsonLd(home.body).find((data) => data['@type'] === 'TravelAgency');
    expect(agency).toMatchObject({
      telephone: '+27 13 737 0000',
      address: '12 Marula Road\nHazyview 1242',
      sameAs: ['https://instagram.com/african-safari-tours'],
      memberOf: [{ '@type': 'Organization', name: 'SATSA' }],
      identifier: { value: '2011/123456/07' },
    });

    const contact = await second.get('/contact');
    expect(contact.body).toContain('Our details');
    expect(contact.body).toContain('2011/123456/07');
    expect(contact.body).not.toContain('wa.me');
    expect(contact.body).not.toContain('62 8765 4321');
  });
});

describe('the FAQ and Terms pages', () => {
  it('render what staff saved, on the other process too, with the FAQ’s note that the Terms prevail', async () => {
    expect((await second.get('/faq')).body).toContain('What is included in the price of a safari?');
    await put('/api/admin/content/faq', [{ question: 'When is the balance due?', answer: 'Sixty days before you travel.\n\n- By bank transfer\n- By card' }]);
    const faq = await until(() => second.get('/faq'), (response) => response.body.includes('When is the balance due?'), 5_000);
    expect(faq.body).not.toContain('What is included in the price of a safari?');
    expect(faq.body).toContain('<li>By bank transfer</li>');
    expect(faq.body).toContain('which prevail where they differ');
    const page = jsonLd(faq.body).find((data) => data['@type'] === 'FAQPage');
    expect(page.mainEntity).toEqual([
      { '@type': 'Question', name: 'When is the balance due?', acceptedAnswer: { '@type': 'Answer', text: 'Sixty days before you travel.\n\n• By bank transfer\n• By card' } },
    ]);

    const shipped = await second.get('/terms');
    expect(shipped.body).toContain('Last updated January 2025');
    await put('/api/admin/content/terms', [{ heading: 'Payment and Deposits', body: 'A deposit of 30% secures your booking.\n\nNotice | Refund\n90 days or more | 50%' }]);
    const terms = await until(() => second.get('/terms'), (response) => response.body.includes('Payment and Deposits'), 5_000);
    expect(terms.body).not.toContain('Bookings and Deposits');
    expect(terms.body).toMatch(/<table[^>]*><caption[^>]*>Payment and Deposits<\/caption>/);
    expect(terms.body).not.toContain('Last updated January 2025');
    expect(terms.body).toMatch(/Last updated [A-Z][a-z]+ 20\d\d/);
  });

  it('keeps text a staff member typed as text', async () => {
    await put('/api/admin/content/faq', [{ question: '<script>alert(1)</script>?', answer: '<img src=x onerror=alert(1)>' }]);
    const faq = await until(() => first.get('/faq'), (response) => response.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;?'), 5_000);
    expect(faq.body).not.toContain('<img src=x');
    expect(faq.body).not.toContain('<script>alert(1)');
  });
});
