/**
 * The English words of a catalogue that its German sibling does not share (issue 42): every text, and the fixed
 * parts of every function's text (called with placeholders), taken where the German at the same place differs.
 * A German mail or PDF holding one of them still speaks English somewhere.
 */
export function englishOnly(en: unknown, de: unknown): string[] {
  const found = new Set<string>();
  walk(en, de, found);
  return [...found];
}

const PLACEHOLDER = /⟦\d+⟧/g;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A fragment worth looking for: a word of four letters or more, not a number or a sign alone. */
const meaningful = (fragment: string) => /\p{L}{4,}/u.test(fragment);

/** A fragment without the punctuation at its edges ("Dear ⟦1⟧," gives "Dear"). */
const trimmed = (text: string) => squash(text).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

function fragments(text: string): string[] {
  return text.split(PLACEHOLDER).flatMap((part) => part.split('\n')).map(trimmed).filter(meaningful);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: "Bank" is not in "Bankverbindung". */
const asWords = (fragment: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(fragment)}(?![\\p{L}\\p{N}])`, 'u');

function called(fn: unknown): string | null {
  if (typeof fn !== 'function') return null;
  const args = Array.from({ length: Math.max(fn.length, 1) }, (_, i) => `⟦${i + 1}⟧`);
  try {
    const out: unknown = fn(...args);
    return typeof out === 'string' ? out : null;
  } catch {
    return null;
  }
}

function walk(en: unknown, de: unknown, found: Set<string>): void {
  if (typeof en === 'string' || typeof en === 'function') {
    const english = typeof en === 'string' ? en : called(en);
    const german = squash(typeof de === 'string' ? de : (called(de) ?? ''));
    if (english === null) return;
    for (const fragment of fragments(english)) if (!asWords(fragment).test(german)) found.add(fragment);
    return;
  }
  if (Array.isArray(en)) {
    en.forEach((item, i) => walk(item, (de as unknown[] | undefined)?.[i], found));
    return;
  }
  if (en && typeof en === 'object') {
    for (const [key, value] of Object.entries(en)) walk(value, (de as Record<string, unknown> | undefined)?.[key], found);
  }
}

/** The English fragments `text` still holds. */
export function englishIn(text: string, english: readonly string[]): string[] {
  const flat = squash(text);
  return english.filter((fragment) => asWords(fragment).test(flat));
}
