/**
 * The plain-text markup of texts the operator edits (the FAQ's answers, the Terms' sections; decision
 * 116): a blank line starts a new block; a block whose every line starts with "- " is a list; a block
 * whose every line has a "|" is a table, its first line the header. Anything else is a paragraph, its
 * line breaks kept. Text only, so nothing an editor types can become markup.
 */
export type TextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; headers: string[]; rows: string[][] };

const LIST_ITEM = /^\s*[-•]\s+/;

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = raw.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => LIST_ITEM.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.replace(LIST_ITEM, '')) });
    } else if (lines.length > 1 && lines.every((line) => line.includes('|'))) {
      const [headers, ...rows] = lines.map((line) => line.split('|').map((cell) => cell.trim()));
      blocks.push({ kind: 'table', headers: headers!, rows });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join('\n') });
    }
  }
  return blocks;
}

/** The same text for a reader without markup (JSON-LD, a preview's summary): lists and tables as lines. */
export function plainText(text: string): string {
  return textBlocks(text)
    .map((block) => {
      if (block.kind === 'paragraph') return block.text;
      if (block.kind === 'list') return block.items.map((item) => `• ${item}`).join('\n');
      return block.rows.map((row) => row.map((cell, i) => (block.headers[i] ? `${block.headers[i]}: ${cell}` : cell)).join(', ')).join('\n');
    })
    .join('\n\n');
}
