import { inflateSync } from 'node:zlib';

/**
 * Each page's text, one string per text run, read as a PDF reader reads it: pdfkit writes Flate-compressed
 * content streams whose TJ runs hold glyph ids of the embedded fonts, and each font's ToUnicode map says
 * which characters those glyphs are.
 */
export function pageTexts(pdf: Buffer): string[][] {
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
