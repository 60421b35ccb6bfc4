import { MEAL_PLANS, RATE_BASES, type MealPlan, type RateBasis, type RateCardRate } from './costing.types.ts';

/**
 * Rates pasted from a lodge's PDF or spreadsheet (issue 40): tab-separated, a header row naming the columns
 * (season, room, meal plan, basis, amount; max occupancy for per-room rates), amounts in major units as the sheet
 * prints them (`5000`, `5 000.00`, `R5,000`). The first line that does not parse is named with its column.
 */
export type TsvOutcome = { ok: true; rates: RateCardRate[] } | { ok: false; message: string };

const COLUMNS = { season: 'season', room: 'room', mealplan: 'meal plan', basis: 'basis', amount: 'amount', maxoccupancy: 'max occupancy' } as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = ['season', 'room', 'mealplan', 'basis', 'amount'];

const MEAL_WORDS: Record<string, MealPlan> = {
  roomonly: 'RO', bedandbreakfast: 'BB', bedbreakfast: 'BB', halfboard: 'HB', fullboard: 'FB', fullyinclusive: 'FI', allinclusive: 'FI',
};
const BASIS_WORDS: Record<string, RateBasis> = { pps: 'per-person-sharing', perperson: 'per-person-sharing', pp: 'per-person-sharing', room: 'per-room', group: 'per-group' };

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function mealPlan(text: string): MealPlan | undefined {
  const code = text.trim().toUpperCase();
  if ((MEAL_PLANS as readonly string[]).includes(code)) return code as MealPlan;
  return MEAL_WORDS[squash(text)];
}

function basis(text: string): RateBasis | undefined {
  const word = squash(text);
  return RATE_BASES.find((b) => squash(b) === word) ?? BASIS_WORDS[word];
}

/**
 * Major units as printed to minor units, on the digits (never through a float): a currency sign or code before
 * it, spaces or commas between thousands, at most `digits` decimals after a point.
 */
export function printedAmountToMinor(text: string, digits = 2): number | undefined {
  const bare = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^(?:[A-Z]{3}|US\$|R|\$|€|£)/i, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(bare);
  if (!match || (match[2] ?? '').length > digits) return undefined;
  const minor = Number(match[1]!.replaceAll(',', '') + (match[2] ?? '').padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** `seasons`: the card's season names, which the table's season column must use. */
export function parseRateTsv(tsv: string, seasons: readonly string[], digits = 2): TsvOutcome {
  const lines = tsv.split(/\r\n|\r|\n/);
  const headerAt = lines.findIndex((line) => line.trim() !== '');
  if (headerAt < 0) return { ok: false, message: 'The table is empty: paste a header row and the rates' };
  const header = lines[headerAt]!.split('\t').map((cell) => squash(cell) as Column);
  for (const column of REQUIRED) {
    if (!header.includes(column)) return { ok: false, message: `Line ${headerAt + 1}: the header row names no "${COLUMNS[column]}" column (it needs season, room, meal plan, basis and amount)` };
  }
  const rates: RateCardRate[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const cells = lines[i]!.split('\t');
    const cell = (column: Column) => (cells[header.indexOf(column)] ?? '').trim();
    const fail = (column: Column, why: string): TsvOutcome => ({ ok: false, message: `Line ${i + 1}, column ${COLUMNS[column]}: ${why}` });
    for (const column of ['season', 'room'] as const) if (!cell(column)) return fail(column, 'is empty');
    const season = seasons.find((s) => s.toLowerCase() === cell('season').toLowerCase());
    if (!season) return fail('season', `the card has no season named "${cell('season')}" (${seasons.join(', ')})`);
    const plan = mealPlan(cell('mealplan'));
    if (!plan) return fail('mealplan', `"${cell('mealplan')}" is not a meal plan (${MEAL_PLANS.join(', ')})`);
    const base = basis(cell('basis'));
    if (!base) return fail('basis', `"${cell('basis')}" is not a basis (per person sharing, per room, per group)`);
    const amountMinor = printedAmountToMinor(cell('amount'), digits);
    if (amountMinor === undefined) return fail('amount', `"${cell('amount')}" is not an amount`);
    const rate: RateCardRate = { season, room: cell('room'), mealPlan: plan, basis: base, amountMinor };
    if (header.includes('maxoccupancy') && cell('maxoccupancy')) {
      const occupancy = Number(cell('maxoccupancy'));
      if (!Number.isInteger(occupancy) || occupancy < 1 || occupancy > 50) return fail('maxoccupancy', `"${cell('maxoccupancy')}" is not a number of people`);
      rate.maxOccupancy = occupancy;
    }
    if (base === 'per-room' && rate.maxOccupancy === undefined) return fail('maxoccupancy', 'a per-room rate needs its maximum occupancy');
    if (rates.some((r) => r.season === season && r.room.toLowerCase() === rate.room.toLowerCase() && r.mealPlan === plan)) {
      return fail('room', `${rate.room}, ${plan} has a rate in ${season} on an earlier line`);
    }
    rates.push(rate);
  }
  if (rates.length === 0) return { ok: false, message: 'The table has a header row but no rates' };
  return { ok: true, rates };
}
