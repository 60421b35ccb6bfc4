import { LegalText } from '#components/site/legal/LegalText.tsx';
import type { TermsSection } from './terms.content.ts';

/** One numbered section; its number comes from the ordered list around it. */
export function TermsSectionItem({ section, number }: { section: TermsSection; number: number }) {
  const headingId = `terms-${section.id}`;
  return (
    <li className="flex gap-4 sm:gap-6">
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-bush-800 font-serif text-lg font-semibold text-sand-50">
        {number}
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <h2 id={headingId} className="text-2xl font-semibold">
          {section.title}
        </h2>
        <LegalText paragraphs={section.paragraphs} points={section.points} />
        {section.table && (
          <table className="mt-4 w-full overflow-hidden rounded-xl text-left ring-1 ring-sand-200">
            <caption className="sr-only">{section.table.caption}</caption>
            <thead className="bg-sand-100 text-sm text-bush-900">
              <tr>
                {section.table.headers.map((header) => (
                  <th key={header} scope="col" className="px-4 py-3 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200 bg-white">
              {section.table.rows.map(([notice, refund]) => (
                <tr key={notice}>
                  <th scope="row" className="px-4 py-3 font-normal text-stone-700">
                    {notice}
                  </th>
                  <td className="px-4 py-3 font-semibold text-bush-900">{refund}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </li>
  );
}
