import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionIndex, decisionsDirectory, readDecisionRecords, replacedBy } from '../../scripts/decisions-index.ts';

const records = readDecisionRecords();

describe('the decision records', () => {
  it('each has a title and a status', () => {
    const without = records.filter((record) => !record.title || !record.status).map((record) => record.file);
    expect(without).toEqual([]);
  });

  it('each opens with "# <its number> — <title>", so the index shows the title alone', () => {
    const heading = /^# (\d{3})\s*[—:-]\s+\S/;
    const misnamed = records
      .filter((record) => heading.exec(readFileSync(decisionsDirectory + record.file, 'utf8'))?.[1] !== record.number)
      .map((record) => record.file);
    expect(misnamed).toEqual([]);
  });

  it('a record that another replaces names the one that replaced it', () => {
    const silent: string[] = [];
    for (const later of records) {
      for (const number of replacedBy(later)) {
        const earlier = records.find((record) => record.number === number);
        if (!earlier) silent.push(`${later.file} names ${number}, which does not exist`);
        else if (!earlier.status?.includes(later.number)) silent.push(`${earlier.file} does not name ${later.number}`);
      }
    }
    expect(silent).toEqual([]);
  });

  it('reads what a status replaces, supersedes or amends, and not a figure', () => {
    const status = (text: string) => replacedBy({ number: '200', file: '200-x.md', title: 'x', status: text });
    expect(status('accepted (amends 077: its frame; 1,000 rows stay; replaces decision 120\'s table)')).toEqual(['077', '120']);
    expect(status('accepted (supersedes 122; amends 100 and 111)')).toEqual(['122', '100', '111']);
    expect(status('accepted (amends 082: a text search counts to 1,000)')).toEqual(['082']);
    expect(status('accepted (builds on 148)')).toEqual([]);
  });

  it('are listed in the index as they are now (npm run decisions:index)', () => {
    expect(readFileSync(decisionsDirectory + 'README.md', 'utf8')).toBe(decisionIndex(records));
  });
});
