import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Show SPEC's asterisk on required fields. */
  markRequired?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

const CONTROL =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-ochre-600 focus:outline-none focus:ring-2 focus:ring-ochre-500/40 aria-[invalid=true]:border-red-600';

/** A label tied to its control, with an optional hint and the error read out with it. */
function FieldFrame({ label, error, hint, markRequired, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
        {markRequired && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; error?: string; hint?: string; markRequired?: boolean };

export function TextField({ label, error, hint, markRequired, className = '', ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} markRequired={markRequired}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} className={`${CONTROL} ${className}`} {...props} />
      )}
    </FieldFrame>
  );
}

export function TextareaField({ label, error, hint, markRequired, className = '', ...props }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} hint={hint} markRequired={markRequired}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} aria-describedby={describedBy} aria-invalid={invalid} className={`${CONTROL} ${className}`} {...props} />
      )}
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
  /** Shown but not choosable (a full departure). */
  disabled?: boolean;
}

export function SelectField({
  label,
  error,
  hint,
  markRequired,
  options,
  placeholder,
  className = '',
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder?: string }) {
  return (
    <FieldFrame label={label} error={error} hint={hint} markRequired={markRequired}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid} className={`${CONTROL} ${className}`} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({ label, className = '', ...props }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input id={id} type="checkbox" className="h-4 w-4 rounded border-stone-400 accent-ochre-600" {...props} />
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
    </div>
  );
}
