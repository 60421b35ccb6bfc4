import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { pdfText, renderProposalPdf } from '#server/proposals/proposal-pdf.ts';
import type { SendingProposal } from '#database/repositories/proposals.repo.ts';

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

  // Staff type what travellers write: a proposal must not fail to send because of a character the built-in fonts lack.
  it('is made whatever characters the note, labels and names hold', async () => {
    const pdf = await renderProposalPdf(sending({ note: 'Zoë – 🦁 你好 ✓ “quotes”', label: 'Safari € per person ✓', name: '李' }), 'https://safari.example');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps what the built-in fonts can show, drops accents they cannot, and marks the rest', () => {
    expect(pdfText('Zoë Ørsted – “Chobe” €1,200')).toBe('Zoë Ørsted – “Chobe” €1,200');
    expect(pdfText('Erdős Łódź')).toBe('Erdos ?ódz');
    expect(pdfText('🦁 李')).toBe('? ?');
  });

  it('runs onto more pages for 50 lines', async () => {
    const pdf = await renderProposalPdf(sending({ lines: 50 }), 'https://safari.example');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
  });
});

/** Each page's text, one string per text run: pdfkit writes Flate-compressed content streams with hex-coded TJ runs. */
function pageTexts(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  const pages: string[][] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('TJ')) continue;
    pages.push([...content.matchAll(/\[(.*?)\] TJ/g)].map((run) => [...run[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join('')));
  }
  return pages;
}

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
