import type { SafariPackage } from '#lib/domain/catalogue/catalogue.types.ts';
import { useLocale } from '#components/site/use-locale.ts';
import type { featuredPackages } from './home.content.ts';
import { homeCopy, type HomeCopy } from './home.copy.ts';

interface ComparisonTableProps {
  featured: { kind: { type: (typeof featuredPackages)[number]['type'] } & HomeCopy['featured'][(typeof featuredPackages)[number]['type']]; pkg: SafariPackage | undefined }[];
}

/** Side-by-side facts of the two safari styles; SPEC §3's fallback texts stand in for a missing package. */
export function ComparisonTable({ featured }: ComparisonTableProps) {
  const copy = homeCopy[useLocale()].packages;
  return (
    <div className="mx-auto mt-14 max-w-5xl overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-sand-200">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="px-4 pt-6 text-left sm:px-6 font-serif text-xl font-semibold text-bush-900">{copy.comparisonCaption}</caption>
        <thead>
          <tr className="border-b border-sand-200 text-xs uppercase tracking-wider sm:text-sm text-stone-600">
            <th scope="col" className="px-3 py-4 sm:px-6 font-semibold">
              {copy.comparisonRowHeader}
            </th>
            {featured.map(({ kind }) => (
              <th key={kind.type} scope="col" className="px-3 py-4 sm:px-6 font-semibold">
                {kind.label}
                <span className={`mt-1 inline-block rounded-full sm:ml-2 sm:mt-0 px-2 py-0.5 text-xs normal-case tracking-normal ${kind.type === 'elegant' ? 'bg-ochre-600 text-white' : 'bg-bush-800 text-sand-50'}`}>
                  {kind.badge}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {copy.comparisonRows.map((row) => (
            <tr key={row.key} className="border-b border-sand-100 last:border-0">
              <th scope="row" className="px-3 py-4 sm:px-6 font-medium text-bush-900">
                {row.label}
              </th>
              {featured.map(({ kind, pkg }) => (
                <td key={kind.type} className="px-3 py-4 sm:px-6 text-stone-700">
                  {(row.key === 'duration' ? pkg?.lengthText : pkg?.[row.key]) || kind.fallback[row.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
