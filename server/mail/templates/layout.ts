import { createElement as h, Fragment, type ReactNode } from 'react';
import { Body, Head, Html, Link, Section, Text } from '@react-email/components';

/**
 * The pieces every mail is made of (decision 140). React escapes what it renders, so travellers' words and
 * names go in as they are; the text part is made from the same HTML by React Email's render.
 */
export function MailLayout({ children, lang = 'en' }: { children?: ReactNode; lang?: string }) {
  return h(
    Html,
    { lang },
    h(Head, null),
    h(Body, { style: { fontFamily: 'Arial, sans-serif', lineHeight: 1.5, color: '#1f2937' } }, h(Section, null, children)),
  );
}

/** Paragraphs split on blank lines, their single line breaks kept. */
export function Paragraphs({ text }: { text: string }) {
  return h(
    Fragment,
    null,
    text
      .split(/\n{2,}/)
      .filter((p) => p.trim())
      .map((p, i) => h(Text, { key: i }, ...lines(p))),
  );
}

function lines(text: string): ReactNode[] {
  return text.split('\n').flatMap((line, i) => (i === 0 ? [line] : [h('br', { key: `br${i}` }), line]));
}

/** A link on its own line: "Label https://…" in the text part. */
export function LinkLine({ href, label }: { href: string; label: string }) {
  return h(Text, null, h(Link, { href }, label));
}

/** "Label: value" lines, the labels bold in HTML. */
export function Rows({ rows }: { rows: [string, string][] }) {
  return h(Text, null, ...rows.flatMap(([name, value], i) => [...(i ? [h('br', { key: `br${i}` })] : []), h('strong', { key: `k${i}` }, `${name}:`), ` ${value}`]));
}

/** A quoted passage (the traveller's note or message), set off in HTML. */
export function Quote({ text }: { text: string }) {
  return h('blockquote', { style: { borderLeft: '3px solid #d6d3d1', margin: '0 0 0 4px', paddingLeft: '12px', color: '#44403c' } }, h(Paragraphs, { text }));
}

export function SmallPrint({ text }: { text: string }) {
  return h(Text, { style: { color: '#6b7280', fontSize: '12px' } }, text);
}
