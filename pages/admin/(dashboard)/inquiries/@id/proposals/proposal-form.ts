import type { Proposal, ProposalDraft } from '#lib/domain/sale/proposal.types.ts';
import type { ProposalCurrency, ProposalInput } from '#lib/domain/sale/proposal.schema.ts';
import { fromMinor, proposalTotals, toMinor } from '#lib/domain/money/money.ts';
import type { useForm } from '#components/ui/use-form.ts';
import { stopPayload, stopValues, type StopValues } from '#components/admin/trips/trip-form.ts';

/** One line as its inputs hold it (text), with a key of its own so React keeps its inputs when rows go. */
export interface LineValues {
  key: string;
  label: string;
  quantity: string;
  unitPrice: string;
}

/** The editor's fields as the inputs hold them, before the shared schema reads them. */
export interface ProposalFormValues {
  packageId: string;
  /** A fixed departure of the trip (issue 26): its date is the start date, and sending holds its seats. */
  departureId: string;
  startDate: string;
  adults: string;
  children: string;
  currency: ProposalCurrency;
  depositPercent: string;
  validUntil: string;
  note: string;
  lines: LineValues[];
  /** Copied from the trip, then this traveller's own: edited as the trip editor edits its itinerary. */
  stops: StopValues[];
  /** The rate the lines were converted at (issue 29); null when never converted. */
  exchange: { from: ProposalCurrency; rate: number } | null;
  /** Set once staff converted or kept the figures on a currency change: the server then accepts the change. */
  confirmCurrency: boolean;
}

export type ProposalForm = ReturnType<typeof useForm<ProposalFormValues, ProposalInput, Proposal>>;

let added = 0;
export const emptyLine = (): LineValues => ({ key: `new-${++added}`, label: '', quantity: '1', unitPrice: '' });

/** A stored proposal, or the draft endpoint's prefill, as the editor's values. */
export function proposalFormValues(source: Proposal | ProposalDraft): ProposalFormValues {
  return {
    packageId: source.packageId ?? '',
    departureId: source.departureId ?? '',
    startDate: source.startDate ?? '',
    adults: String(source.adults),
    children: String(source.children),
    currency: source.currency,
    depositPercent: String(source.depositPercent),
    validUntil: source.validUntil,
    note: source.note ?? '',
    lines: source.lines.map((line, index) => ({ key: `line-${index}`, label: line.label, quantity: String(line.quantity), unitPrice: String(line.unitPrice) })),
    stops: source.stops.map(stopValues),
    exchange: 'exchange' in source ? source.exchange : null,
    confirmCurrency: false,
  };
}

/** Blank is "not given" (the schema names the field); anything else as Number() reads it (so "abc" fails there). */
const numberFrom = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** What POST and PUT take, from the inputs' text. */
export function proposalPayload(values: ProposalFormValues) {
  return {
    packageId: values.packageId || null,
    departureId: values.departureId || null,
    currency: values.currency,
    startDate: values.startDate || null,
    adults: numberFrom(values.adults),
    children: numberFrom(values.children),
    depositPercent: numberFrom(values.depositPercent),
    validUntil: values.validUntil,
    note: values.note,
    stops: values.stops.map(stopPayload),
    lines: values.lines.map((line) => ({ label: line.label, quantity: numberFrom(line.quantity), unitPrice: numberFrom(line.unitPrice) })),
    exchange: values.exchange,
    confirmCurrency: values.confirmCurrency,
  };
}

/** Cents of a typed amount, or 0 while it is not a number yet. */
const cents = (value: string) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? toMinor(n) : 0;
};
const quantity = (line: LineValues) => Number(line.quantity) || 0;

/** The live total and deposit as staff type, by the same rule the server saves them with (lib/domain/money/money.ts). */
export function liveTotals(values: Pick<ProposalFormValues, 'lines' | 'depositPercent'>) {
  const percent = Number(values.depositPercent);
  const { totalMinor, depositMinor } = proposalTotals(
    values.lines.map((line) => ({ quantity: quantity(line), unitPriceMinor: cents(line.unitPrice) })),
    Number.isFinite(percent) ? percent : 0,
  );
  return { total: fromMinor(totalMinor), deposit: fromMinor(depositMinor), lineAmount: (line: LineValues) => fromMinor(quantity(line) * cents(line.unitPrice)) };
}
