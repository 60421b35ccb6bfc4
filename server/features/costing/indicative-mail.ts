import { createElement as h } from 'react';
import { Text } from '@react-email/components';
import { formatMinor } from '#lib/domain/money/money.ts';
import { Paragraphs } from '../../mail/templates/layout.ts';
import type { AcknowledgementRange } from './indicative-operation.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { indicativeMailContent } from './indicative-mail.content.ts';

/** What is left out of the price: what no trip includes, then the trip's own excluded lines, each once. */
export function notIncluded(excluded: readonly string[], locale: Locale = 'en'): string[] {
  const lines = [...indicativeMailContent[locale].alwaysExcluded, ...excluded.map((line) => line.trim()).filter(Boolean)];
  const seen = new Set<string>();
  return lines.filter((line) => !seen.has(line.toLowerCase()) && Boolean(seen.add(line.toLowerCase())));
}

/** The acknowledgement's first price: the range per person sharing, what it leaves out, and who confirms it. */
export function IndicativeRange({ range, locale }: { range: AcknowledgementRange; locale: Locale }) {
  const copy = indicativeMailContent[locale];
  const low = formatMinor(range.lowMinor, range.currency, locale);
  const high = formatMinor(range.highMinor, range.currency, locale);
  return h(
    'section',
    null,
    h(Text, { style: { fontWeight: 600, margin: '16px 0 4px' } }, copy.heading),
    h(Text, { style: { margin: '0 0 8px' } }, h('strong', null, copy.range(low, high))),
    h(Paragraphs, { text: copy.basis }),
    h(Paragraphs, { text: `${copy.notIncludedIntro}\n${notIncluded(range.excluded, locale).map((line) => `- ${line}`).join('\n')}` }),
    h(Paragraphs, { text: copy.confirm }),
  );
}
