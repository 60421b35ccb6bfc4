import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { pdfText } from '#server/documents/pdf-text.js';
import { renderProposalPdf } from '#server/proposals/proposal-pdf.ts';
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

/**
 * Each page's text, one string per text run, read as a PDF reader reads it: pdfkit writes Flate-compressed
 * content streams whose TJ runs hold glyph ids of the embedded fonts, and each font's ToUnicode map says
 * which characters those glyphs are.
 */
function pageTexts(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const [, id, body] of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const packed = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body!);
    objects.set(id!, { dict: body!.split('stream')[0]!, stream: packed ? inflateSync(Buffer.from(packed[1]!, 'latin1')).toString('latin1') : undefined });
  }
  const utf16 = (hex: string) => String.fromCharCode(...hex.match(/[0-9a-f]{4}/gi)!.map((unit) => parseInt(unit, 16)));
  const toUnicode = (fontId: string) => {
    const cmap = objects.get(/\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(fontId)!.dict)![1]!)!.stream!;
    const glyphs = new Map<number, string>();
    for (const [, first, list] of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, value], i) => glyphs.set(parseInt(first!, 16) + i, utf16(value!.replace(/ /g, ''))));
    }
    return glyphs;
  };
  const pages: string[][] = [];
  for (const [, contents, resources] of raw.matchAll(/\/Type\s+\/Page\s+\/Parent[^>]*?\/Contents\s+(\d+) 0 R\s+\/Resources\s+(\d+) 0 R/g)) {
    const fonts = new Map([...objects.get(resources!)!.dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)].map(([, name, id]) => [name!, toUnicode(id!)]));
    let font = new Map<number, string>();
    const texts: string[] = [];
    for (const [, name, run] of objects.get(contents!)!.stream!.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (name) font = fonts.get(name)!;
      else texts.push([...run!.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((id) => font.get(parseInt(id, 16))).join('')).join(''));
    }
    pages.push(texts);
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
