import { textBlocks } from '#lib/text-blocks.ts';

/**
 * Text the operator wrote under Settings (an FAQ answer, a Terms section), as paragraphs, lists and
 * tables (lib/text-blocks.ts). `caption` names a table for screen readers.
 */
export function TextBlocks({ text, caption }: { text: string; caption?: string }) {
  return (
    <>
      {textBlocks(text).map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={index} className="mt-3 whitespace-pre-line text-stone-700 first:mt-0">
              {block.text}
            </p>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="mt-3 list-disc space-y-1 pl-5 text-stone-700 marker:text-ochre-600 first:mt-0">
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <table key={index} className="mt-4 w-full overflow-hidden rounded-xl text-left ring-1 ring-sand-200 first:mt-0">
            {caption && <caption className="sr-only">{caption}</caption>}
            <thead className="bg-sand-100 text-sm text-bush-900">
              <tr>
                {block.headers.map((header, i) => (
                  <th key={i} scope="col" className="px-4 py-3 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200 bg-white">
              {block.rows.map(([first, ...rest], r) => (
                <tr key={r}>
                  <th scope="row" className="px-4 py-3 font-normal text-stone-700">
                    {first}
                  </th>
                  {rest.map((cell, c) => (
                    <td key={c} className="px-4 py-3 font-semibold text-bush-900">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </>
  );
}
