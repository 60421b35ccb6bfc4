import { moved } from './trip-form.ts';

/** What a list of rows needs of its form (the shared `useForm`): the trip editor's and the proposal editor's alike. */
export interface RowsForm<V> {
  values: V;
  errors: Record<string, string>;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  clearErrors: (path: string, below?: boolean) => void;
}

type RowOf<V, N extends keyof V> = V[N] extends readonly (infer R)[] ? R : never;

/**
 * One list of a form (a trip's stops, seasons, departures; a proposal's stops) bound to it: each field's
 * message by its path (`itinerary.3.title`), and edits that drop the messages they make stale. Adding,
 * removing or moving a row renumbers the rows after it, so every message of the list goes (the next save
 * checks again).
 */
export function useRows<V, N extends keyof V & string>(form: RowsForm<V>, name: N) {
  type R = RowOf<V, N>;
  const rows = form.values[name] as R[];
  const replace = (next: R[]) => {
    form.setValue(name, next as V[N]);
    form.clearErrors(name);
  };
  return {
    rows,
    /** The list's own message (e.g. too many stops). */
    listError: form.errors[name],
    /** Whether any row has a message (a row with one must stay unfolded to show it). */
    hasRowErrors: Object.keys(form.errors).some((key) => key.startsWith(`${name}.`)),
    /** A field's message, or for `rowField` also the message about the whole row (an overlapping season). */
    error: (index: number, key: keyof R & string, rowField = false) =>
      form.errors[`${name}.${index}.${key}`] ?? (rowField ? form.errors[`${name}.${index}`] : undefined),
    update: (index: number, patch: Partial<R>) => {
      form.setValue(name, rows.map((row, i) => (i === index ? { ...(row as R & object), ...patch } : row)) as V[N]);
      for (const key of Object.keys(patch)) form.clearErrors(`${name}.${index}.${key}`);
      form.clearErrors(`${name}.${index}`, false);
    },
    add: (row: R) => replace([...rows, row]),
    remove: (index: number) => replace(rows.filter((_, i) => i !== index)),
    move: (from: number, to: number) => replace(moved(rows, from, to)),
  };
}

/** A bound list of rows of type R, as the parts that render it receive it. */
export type Rows<R> = ReturnType<typeof useRows<{ list: R[] }, 'list'>>;
