/**
 * `npm run decisions:index`: writes docs/decisions/README.md, the index of the decision records, from the
 * records themselves (each one's title line and Status line), so the index cannot say what the records no
 * longer do. A unit test fails when the committed index differs from what this would write.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  status: string | undefined;
}

export const decisionsDirectory = fileURLToPath(new URL('../docs/decisions/', import.meta.url));

export function readDecisionRecords(directory = decisionsDirectory): DecisionRecord[] {
  return readdirSync(directory)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => {
      const lines = readFileSync(directory + file, 'utf8').split('\n');
      const title = (lines[0] ?? '').replace(/^#\s*\d{3}\s*[—:-]\s*/, '').trim();
      // A status runs on until the blank line or the first heading after it.
      const start = lines.findIndex((line) => /^-?\s*Status:/i.test(line));
      let status: string | undefined;
      if (start >= 0) {
        const own: string[] = [];
        for (const [i, line] of lines.slice(start).entries()) {
          if (line.trim() === '' || (i > 0 && /^(#|- )/.test(line))) break;
          own.push(line.trim());
        }
        status = own.join(' ').replace(/^-?\s*Status:\s*/i, '');
      }
      return { number: file.slice(0, 3), file, title, status };
    });
}

/**
 * The numbers a record's status says it replaces, supersedes or amends: those records must name it back, so a
 * reader of the earlier one learns that part of it is no longer true. "1,000" is a figure, not record 000.
 */
export function replacedBy(record: DecisionRecord): string[] {
  const clauses = (record.status ?? '').match(/(?:replaces|supersedes|amends)[^;)]*/gi) ?? [];
  return clauses.flatMap((clause) => clause.match(/(?<![\d,])\d{3}\b/g) ?? []);
}

export function decisionIndex(records: DecisionRecord[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '# Decision records',
    '',
    'Why the code is the way it is, one record a decision (Date, Status, Context, Decision, Consequences). A record',
    'that a later one replaces says so in its Status line, naming the later one; figures measured for a record live',
    'in [measurements/](measurements/), and the benchmarks print today\'s.',
    '',
    'This index is written by `npm run decisions:index` from the records themselves; a unit test fails when it is out',
    'of date.',
    '',
    '| # | Decision | Status |',
    '| --- | --- | --- |',
    ...records.map((record) => `| [${record.number}](${record.file}) | ${cell(record.title)} | ${cell(record.status ?? '')} |`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(decisionsDirectory + 'README.md', decisionIndex(readDecisionRecords()));
}
