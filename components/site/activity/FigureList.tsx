import type { Figure } from './activity.types.ts';

/** Marketing figures as big numbers over their labels; the label is the term, the number its value. */
export function FigureList({ figures, inverted = false, className = '' }: { figures: Figure[]; inverted?: boolean; className?: string }) {
  return (
    <dl className={`flex flex-wrap gap-x-12 gap-y-6 ${className}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse">
          <dt className={`text-sm font-medium ${inverted ? 'text-sand-200' : 'text-stone-600'}`}>{figure.label}</dt>
          <dd className={`font-serif text-4xl font-semibold ${inverted ? 'text-white' : 'text-bush-900'}`}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
