import type { ChangeEvent } from 'react';
import { useReviewFormCopy } from './use-review-form-copy.ts';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

interface StarChoiceProps {
  legend: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** An optional rating offers "No rating" too. */
  optional?: boolean;
  large?: boolean;
}

/** A rating from 1 to 5 as a group of radio buttons drawn as stars: arrow keys move, the legend names it. */
export function StarChoice({ legend, name, value, error, onChange, optional = false, large = false }: StarChoiceProps) {
  const copy = useReviewFormCopy();
  const chosen = Number(value) || 0;
  const errorId = error ? `${name}-error` : undefined;
  const size = large ? 'h-10 w-10' : 'h-8 w-8';
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined} data-error-focus={error ? '' : undefined} tabIndex={error ? -1 : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        {legend}
        {!optional && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ochre-500">
            <input type="radio" name={name} value={String(n)} checked={chosen === n} onChange={onChange} className="sr-only" />
            <span className="sr-only">{copy.star(n)}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`${size} ${n <= chosen ? 'text-ochre-500' : 'text-stone-300'}`} fill="currentColor">
              <path d={STAR} />
            </svg>
          </label>
        ))}
        {optional && (
          <label className="ml-2 cursor-pointer rounded-md px-2 py-1 text-sm text-stone-600 has-[:checked]:bg-sand-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ochre-500">
            <input type="radio" name={name} value="" checked={chosen === 0} onChange={onChange} className="sr-only" />
            {copy.clear}
          </label>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
