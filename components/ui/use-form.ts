import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '#lib/domain/fields.ts';
import { serverFieldErrors, toastFailure } from './form-failure.browser.ts';

/** A form's values: text and checkboxes, or lists of rows (a trip's stops) that the form renders itself. */
type Values<V> = { [K in keyof V]: unknown };
/** The names of the values an input holds by itself (text or a checkbox), not the lists of rows. */
type InputNames<V> = { [K in keyof V]: V[K] extends string | boolean ? K : never }[keyof V] & string;
type Errors = Record<string, string>;
type Issues = [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]];

export interface FormOptions<V extends Values<V>, P, R> {
  initial: V;
  /** The shared Valibot schema; the server parses the same body with it again. */
  schema: v.GenericSchema<unknown, P>;
  /** Turns the inputs' values into what the schema reads (numbers, lists, unanswered choices dropped). */
  toInput?: (values: V) => unknown;
  /** Sends the parsed input. */
  submit: (input: P) => Promise<R>;
  onSuccess?: (result: R, form: { reset: (next?: V) => void }) => void;
  /** SPEC's short failure title, shown as a toast with the server's own sentence. */
  failureTitle: string;
  /** Replaces the failure toast (e.g. the login form's inline sentence); field errors are shown either way. */
  onFailure?: (failure: unknown, setErrors: (errors: Errors) => void) => void;
  /**
   * Replaces the per-field messages of input the schema rejects (e.g. login's one sentence, or a
   * trip's messages keyed by their whole path, `itinerary.3.title`).
   */
  invalid?: (issues: Issues) => Errors;
}

/**
 * Every form's one state machine: idle → pending (submit disabled, the pending label) → success, or
 * failure (values kept, the server's field errors shown, a failure toast). Input the schema rejects
 * never leaves the browser; either way focus moves to the first invalid field, so keyboard and
 * screen reader users land on the message.
 */
export function useForm<V extends Values<V>, P, R = unknown>(options: FormOptions<V, P, R>) {
  const { initial, schema, toInput = (values: V) => values, submit, onSuccess, failureTitle, onFailure, invalid = fieldErrors } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrorsState] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [revealed, setRevealed] = useState(0);

  useEffect(() => {
    // A message about a whole list (no control of its own) takes focus through `data-error-focus`.
    if (revealed > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus]')?.focus();
  }, [revealed]);

  const setErrors = (next: Errors) => {
    setErrorsState(next);
    setRevealed((n) => n + 1);
  };
  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field stops showing its old message.
    setErrorsState(({ [name as string]: _fixed, ...rest }) => rest);
  };
  /** Drops the message at `path` and, unless `below` is false, every message under it (`itinerary` clears `itinerary.2.title`). */
  const clearErrors = (path: string, below = true) => {
    setErrorsState((current) => {
      const kept = Object.entries(current).filter(([key]) => key !== path && !(below && key.startsWith(`${path}.`)));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };
  const reset = (next: V = initial) => {
    setValues(next);
    setErrorsState({});
  };

  /** Props for a text input, select or textarea bound to `name`. */
  function field<K extends InputNames<V>>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, event.target.value as V[K]),
    };
  }

  function checkbox<K extends InputNames<V>>(name: K) {
    return { name, checked: Boolean(values[name]), onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[K]) };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const parsed = v.safeParse(schema, toInput(values));
    if (!parsed.success) {
      setErrors(invalid(parsed.issues));
      return;
    }
    setErrorsState({});
    busy.current = true;
    setPending(true);
    try {
      const result = await submit(parsed.output);
      onSuccess?.(result, { reset });
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      if (onFailure) onFailure(failure, setErrors);
      else toastFailure(failureTitle, failure);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return { values, setValue, errors, clearErrors, pending, field, checkbox, formRef, onSubmit, reset };
}
