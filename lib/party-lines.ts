/**
 * Per-person lines against the party (issue 29): a line whose label says "per person" is counted once per adult,
 * or once per child when its label names children. A sent PDF once read "3 adults" beside "Qty 2".
 */
export interface PartyMismatch {
  label: string;
  quantity: number;
  expected: number;
  who: 'adults' | 'children';
}

const PER_PERSON = /per\s+person/i;
const CHILDREN = /child/i;

export function partyMismatches(lines: readonly { label: string; quantity: number }[], adults: number, children: number): PartyMismatch[] {
  return lines.flatMap((line) => {
    if (!PER_PERSON.test(line.label)) return [];
    const who = CHILDREN.test(line.label) ? 'children' : 'adults';
    const expected = who === 'children' ? children : adults;
    return line.quantity === expected ? [] : [{ label: line.label, quantity: line.quantity, expected, who }];
  });
}
