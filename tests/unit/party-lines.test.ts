import { describe, expect, it } from 'vitest';
import { partyMismatches } from '#lib/party-lines.ts';

describe('per-person lines against the party', () => {
  it('flags a per-person line whose quantity is not the adults, or the children for a children’s line', () => {
    const lines = [
      { label: 'Kruger per person', quantity: 2 },
      { label: 'Kruger per person (children)', quantity: 1 },
      { label: 'Airport transfer per group', quantity: 1 },
      { label: 'Single supplement', quantity: 1 },
    ];
    expect(partyMismatches(lines, 3, 1)).toEqual([{ label: 'Kruger per person', quantity: 2, expected: 3, who: 'adults' }]);
    expect(partyMismatches(lines, 2, 1)).toEqual([]);
    expect(partyMismatches(lines, 2, 0)).toEqual([{ label: 'Kruger per person (children)', quantity: 1, expected: 0, who: 'children' }]);
  });
});
