/** What each list editor of the rate card form gets: its rows, the form's messages, and a way to change both. */
export interface RowsEditorProps<Row> {
  rows: Row[];
  errors: Record<string, string>;
  onRows: (rows: Row[]) => void;
  /** Drops the messages under a path once its value changes (`rates.2.room`). */
  clearErrors: (path: string, below?: boolean) => void;
  currency: string;
}

/** The list with row `index` patched: the row's changed keys stop showing their old messages. */
export function patchRow<Row>(props: Pick<RowsEditorProps<Row>, 'rows' | 'onRows' | 'clearErrors'>, list: string, index: number, patch: Partial<Row>) {
  props.onRows(props.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  props.clearErrors(`${list}.${index}`, false);
  // The form's `amount` is sent as `amountMinor`, the key the schema's messages name.
  for (const key of Object.keys(patch)) props.clearErrors(`${list}.${index}.${key === 'amount' ? 'amountMinor' : key}`);
}
