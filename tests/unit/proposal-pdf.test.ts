import { describe, expect, it } from 'vitest';
import { pdfText } from '#server/documents/pdf-text.js';
import { renderProposalPdf } from '#server/features/sale/proposal-pdf.ts';
import { proposalFileName } from '#server/features/sale/proposal-file-name.ts';
import type { SendingProposal } from '#database/repositories/proposals.repo.ts';
import { pageTexts } from '../setup/pdf-text.ts';

const sending = (overrides: { note?: string; label?: string; name?: string; lines?: number } = {}) =>
  ({
    proposal: {
      version: 2,
      currency: 'EUR',
      startDate: '2027-06-10',
      adults: 2,
      children: 1,
      depositPercent: 30,
      validUntil: '2027-01-01',
      note: overrides.note ?? 'Here is the trip we discussed.',
      stops: [{ title: 'Chobe riverfront', description: '', nights: 2, placeName: 'Kasane', lat: -17.8, lng: 25.15, lodge: 'Riverside lodge' }],
      lines: Array.from({ length: overrides.lines ?? 1 }, () => ({ label: overrides.label ?? 'Safari per person', quantity: 2, unitPrice: 4850.5, amount: 9701 })),
      total: 9701,
      deposit: 2910.3,
    },
    traveller: { firstName: overrides.name ?? 'Amara', lastName: 'Okafor', email: 'amara@example.com' },
    tripName: 'Chobe and the Falls',
    included: ['Park fees'],
    excluded: ['Flights'],
  }) as unknown as SendingProposal;

describe('the proposal PDF', () => {
  it('is a PDF document', async () => {
    const pdf = await renderProposalPdf(sending(), 'https://safari.example');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  // Staff type what travellers write: a proposal must not fail to send because of a character its font lacks.
  it('is made whatever characters the note, labels and names hold', async () => {
    const pdf = await renderProposalPdf(sending({ note: 'Zoë – 🦁 你好 ✓ “quotes”', label: 'Safari € per person ✓', name: '李' }), 'https://safari.example');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps what its font can show, drops accents it cannot, and marks the rest', () => {
    expect(pdfText('Zoë Ørsted – “Chobe” €1,200')).toBe('Zoë Ørsted – “Chobe” €1,200');
    expect(pdfText('Erdős Łódź Ελένη Вера Şükrü')).toBe('Erdős Łódź Ελένη Вера Şükrü');
    expect(pdfText('🦁 李')).toBe('? ?');
  });

  it('prints a traveller’s name and note as they wrote them, Polish, Greek and Cyrillic included', async () => {
    const pdf = await renderProposalPdf(sending({ name: 'Łukasz', note: 'Ελένη and Вера join us' }), 'https://safari.example');
    const texts = pageTexts(pdf).flat();
    expect(texts.some((text) => text.includes('Łukasz Okafor'))).toBe(true);
    expect(texts).toContain('Ελένη and Вера join us');
  });

  it('runs onto more pages for 50 lines', async () => {
    const pdf = await renderProposalPdf(sending({ lines: 50 }), 'https://safari.example');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
  });
});

describe('the proposal PDF over several pages', () => {
  it('never splits a price line: each label stands on the page with its figures, under the column headings', async () => {
    const long = 'A private charter flight from Maun to Kasane per group, with luggage and a stop at the pans';
    const pdf = await renderProposalPdf(sending({ lines: 40, label: long }), 'https://safari.example');
    const pages = pageTexts(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const texts of pages) {
      const labels = texts.filter((text) => text.startsWith('A private charter')).length;
      const unitPrices = texts.filter((text) => text.endsWith('4,850.50')).length;
      expect(unitPrices).toBe(labels);
      if (labels > 0) expect(texts).toContain('Amount');
    }
  });
});

describe('a proposal PDF fit to forward (issue 29)', () => {
  const company = { phone: '+27 13 555 0100', whatsapp: '27825550100', email: 'hello@safari.example', address: '12 River Road\nHazyview' };
  const link = 'https://safari.example/proposals/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';
  const withDays = (lines: number) => {
    const s = sending({ lines }) as unknown as { proposal: { stops: unknown[] } };
    s.proposal.stops = [
      { title: 'God’s Window', description: 'The view across the Lowveld.', nights: 0, placeName: 'God’s Window', lat: -24.87, lng: 30.89, meals: ['L'] },
      { title: 'Blyde River Canyon', description: 'The Three Rondavels.', nights: 1, placeName: 'Blyde River Canyon', lat: -24.57, lng: 30.83, lodge: 'Canyon Lodge', meals: ['B', 'D'] },
    ];
    return s as unknown as SendingProposal;
  };

  it('carries the company’s contact details on every page, each day’s text, meals and lodge, the balance date and the link', async () => {
    const pages = pageTexts(await renderProposalPdf(withDays(40), 'https://safari.example', { company, link }));
    expect(pages.length).toBeGreaterThan(1);
    for (const texts of pages) expect(texts.join(' ')).toContain('hello@safari.example');
    const all = pages.flat().join('\n');
    expect(all).toContain('Day 1 · God’s Window → Blyde River Canyon');
    expect(all).toContain('The Three Rondavels.');
    expect(all).toContain('Stay: Canyon Lodge');
    expect(all).toContain('Breakfast and dinner included');
    expect(all).toContain('Balance, due by 11 Apr 2027');
    expect(all).toContain(link);
  });

  it('never leaves its closing words alone on a last page', async () => {
    for (let lines = 1; lines <= 45; lines += 2) {
      const pages = pageTexts(await renderProposalPdf(withDays(lines), 'https://safari.example', { company, link }));
      // The last page holds more than its foot and the closing words.
      const last = pages.at(-1)!.filter((text) => !/hello@safari\.example|^Page \d+ of \d+$|Accept online|terms and conditions|12 River Road/.test(text));
      expect(last.length, `${lines} lines`).toBeGreaterThan(0);
    }
  }, 60_000);

  it('is named after the trip and the traveller', () => {
    expect(proposalFileName({ tripName: 'SA Standard Panorama & Kruger Explorer', traveller: { firstName: 'Łukasz', lastName: 'Nowak-Brown' }, proposal: { version: 2 } })).toBe(
      'safari-proposal-sa-standard-panorama-and-kruger-explorer-lukasz-nowak-brown-v2.pdf',
    );
    expect(proposalFileName({ tripName: null, traveller: { firstName: '李', lastName: 'Okafor' }, proposal: { version: 1 } })).toBe('safari-proposal-okafor-v1.pdf');
  });
});
