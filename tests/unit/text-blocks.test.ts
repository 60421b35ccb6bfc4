import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldErrors } from '#lib/domain/fields.ts';
import { faqSchema } from '#lib/domain/site/site-texts.schema.ts';
import { plainText, textBlocks } from '#lib/text-blocks.ts';

describe('the plain-text markup of FAQ answers and Terms sections', () => {
  it('reads paragraphs, a list and a table, keeping a paragraph’s own line breaks', () => {
    expect(textBlocks('First line\nsecond line\n\n- one\n- two\n\nWhen | Refund\n90 days | 50%\n30 days | 10%')).toEqual([
      { kind: 'paragraph', text: 'First line\nsecond line' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'table', headers: ['When', 'Refund'], rows: [['90 days', '50%'], ['30 days', '10%']] },
    ]);
  });

  it('treats Windows line ends and blank lines with spaces like any other, and drops empty blocks', () => {
    expect(textBlocks('\r\nA\r\n \r\nB\n\n\n')).toEqual([
      { kind: 'paragraph', text: 'A' },
      { kind: 'paragraph', text: 'B' },
    ]);
  });

  it('keeps a single line with a "|" or a dash in prose as a paragraph', () => {
    expect(textBlocks('Prices in USD | ZAR on request')).toEqual([{ kind: 'paragraph', text: 'Prices in USD | ZAR on request' }]);
    expect(textBlocks('- one\nnot a list item')).toEqual([{ kind: 'paragraph', text: '- one\nnot a list item' }]);
  });

  it('gives markup-free text for readers without it', () => {
    expect(plainText('Intro\n\n- a\n- b')).toBe('Intro\n\n• a\n• b');
  });
});

describe('the FAQ schema', () => {
  it('refuses, before sending, a FAQ too long for one request body, even when each answer is within bounds', () => {
    const answer = 'Ä'.repeat(2900); // two bytes each in UTF-8
    const result = v.safeParse(faqSchema, Array.from({ length: 20 }, (_, i) => ({ question: `Question ${i}?`, answer })));
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues!)).toEqual({ _: 'The FAQ is too long to save at once: please shorten it (about 90,000 characters in all)' });
  });
});
