import { moved, type RowList, type TripForm, type TripFormValues } from './trip-form.ts';

/**
 * One list of the trip (stops, seasons, departures) bound to the form: each field's message by its
 * path (`itinerary.3.title`), and edits that drop the messages they make stale. Adding, removing or
 * moving a row renumbers the rows after it, so every message of the list goes (the next save checks again).
 */
export function useRows<N extends RowList>(form: TripForm, name: N) {
  type R = TripFormValues[N][number];
  const rows = form.values[name] as R[];
  const replace = (next: R[]) => {
    form.setValue(name, next as TripFormValues[N]);
    form.clearErrors(name);
  };
  return {
    rows,
    /** The list's own message (e.g. too many stops). */
    listError: form.errors[name],
    /** A field's message, or for `rowField` also the message about the whole row (an overlapping season). */
    error: (index: number, key: keyof R & string, rowField = false) =>
      form.errors[`${name}.${index}.${key}`] ?? (rowField ? form.errors[`${name}.${index}`] : undefined),
    update: (index: number, patch: Partial<R>) => {
      form.setValue(name, rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) as TripFormValues[N]);
      for (const key of Object.keys(patch)) form.clearErrors(`${name}.${index}.${key}`);
      form.clearErrors(`${name}.${index}`, false);
    },
    add: (row: R) => replace([...rows, row]),
    remove: (index: number) => replace(rows.filter((_, i) => i !== index)),
    move: (from: number, to: number) => replace(moved(rows, from, to)),
  };
}
