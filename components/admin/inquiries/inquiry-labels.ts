import { BUDGET_RANGES, PACKAGE_INTERESTS, SAFARI_TYPES } from '#database/schemas/inquiry.schema.ts';

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** The home form stores a package interest, the contact form a safari type, in the same field. */
export function packageInterestLabel(value: string): string {
  return labelOf([...PACKAGE_INTERESTS, ...SAFARI_TYPES], value);
}

export function safariTypeLabel(value: string): string {
  return labelOf(SAFARI_TYPES, value);
}

export function budgetLabel(value: string): string {
  return labelOf(BUDGET_RANGES, value);
}
