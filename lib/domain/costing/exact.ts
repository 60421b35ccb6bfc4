/**
 * Exact arithmetic for prices (issue 40): a fraction of BigInts, so percentages of percentages and exchange
 * rates are never floating point, and each line is rounded once, half up, where the pricing says.
 */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** A non-negative number as written in decimal (0.0543 is 543/10000, not the nearest binary double). */
export function decimal(value: number): Fraction {
  const match = DECIMAL.exec(String(value));
  if (!match) throw new RangeError(`Not a non-negative decimal: ${value}`);
  const [, whole, fraction = '', exponent = '0'] = match;
  let n = BigInt(whole! + fraction);
  let d = 10n ** BigInt(fraction.length);
  const shift = Number(exponent);
  if (shift >= 0) n *= 10n ** BigInt(shift);
  else d *= 10n ** BigInt(-shift);
  return { n, d };
}

export const whole = (value: number | bigint): Fraction => ({ n: BigInt(value), d: 1n });

export const times = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });

export const plus = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });

/** `percent` % of one: 12.5 → 1/8. */
export const percent = (value: number): Fraction => times(decimal(value), { n: 1n, d: 100n });

/** One plus `percent` %: a markup or a buffer applied to a cost. */
export const onePlusPercent = (value: number): Fraction => plus(whole(1), percent(value));

/** Rounded half up to a whole minor unit (amounts here are never negative). */
export function roundHalfUp(value: Fraction): number {
  return Number((2n * value.n + value.d) / (2n * value.d));
}
