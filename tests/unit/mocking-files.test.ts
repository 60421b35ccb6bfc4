import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MOCKING_FILES } from '../setup/mocking-files.ts';

// An integration file that mocks a module, run among the files that share a worker's modules, would hand its
// stand-in to whichever file runs next in that worker (decision 162).
it('lists every integration file that uses vi.mock, so it runs with modules of its own', () => {
  const mocking = readdirSync('tests/integration')
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `tests/integration/${file}`)
    .filter((path) => /\bvi\.(do)?mock\(/.test(readFileSync(path, 'utf8')));
  expect(mocking.sort()).toEqual([...MOCKING_FILES].sort());
});
