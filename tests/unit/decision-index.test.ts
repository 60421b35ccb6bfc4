import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionIndex, decisionsDirectory, readDecisionRecords, replacedBy } from '../../scripts/decisions-index.ts';

const records = readDecisionRecords();

describe('the decision records', () => {
  it('each has a title and a status', () => {
    const without = records.filter((record) => !record.title || !record.status).map((record) => record.file);
    expect(without).toEqual([]);
  });

  it('a record that another replaces names the one that replaced it', () => {
    const silent: string[] = [];
    for (const later of records) {
      for (const number of replacedBy(later)) {
        const earlier = records.find((record) => record.number === number);
        if (earlier && !earlier.status?.includes(later.number)) silent.push(`${earlier.file} does not name ${later.number}`);
      }
    }
    expect(silent).toEqual([]);
  });

  it('are listed in the index as they are now (npm run decisions:index)', () => {
    expect(readFileSync(decisionsDirectory + 'README.md', 'utf8')).toBe(decisionIndex(records));
  });
});
