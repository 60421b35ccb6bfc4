import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '#database/schemas/fields.ts';
import { serverFieldErrors, toastFailure } from './form-failure.ts';

type Values<V> = { [K in keyof V]: string | boolean };
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
  /** Replaces the per-field messages of input the schema rejects (e.g. login's one sentence). */
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
    if (revealed > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
  const reset = (next: V = initial) => {
    setValues(next);
    setErrorsState({});
  };

  /** Props for a text input, select or textarea bound to `name`. */
  function field<K extends keyof V & string>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(name, event.target.value as V[K]),
    };
  }

  function checkbox<K extends keyof V & string>(name: K) {
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

  return { values, setValue, errors, pending, field, checkbox, formRef, onSubmit, reset };
}
