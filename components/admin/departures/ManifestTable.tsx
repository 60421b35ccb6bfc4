import type { ReactNode } from 'react';

/** A cell of a manifest's table; a row's first cell is its header (`<th scope="row">`). */
export const MANIFEST_CELL = 'px-3 py-2 align-top';

/** A manifest's table: its column heads, and the rows the caller gives, scrolling sideways on a phone. */
export function ManifestTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wider text-stone-600">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={MANIFEST_CELL}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">{children}</tbody>
      </table>
    </div>
  );
}
