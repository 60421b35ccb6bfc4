import { ActivityIcon } from './ActivityIcon.tsx';

/** A list of short claims, each with a tick: benefits, what you will experience, what is included. */
export function CheckList({ items, columns = 1, inverted = false }: { items: string[]; columns?: 1 | 2; inverted?: boolean }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${inverted ? 'bg-ochre-400/20 text-ochre-400' : 'bg-bush-800 text-sand-50'}`}>
            <ActivityIcon name="check" className="h-4 w-4" />
          </span>
          <span className={`leading-relaxed ${inverted ? 'text-sand-100' : 'text-stone-700'}`}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
