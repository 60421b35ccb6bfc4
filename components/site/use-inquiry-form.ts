import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '#components/ui/notify.ts';
import * as v from 'valibot';
import { ApiError, apiRequest } from '#lib/api-client.ts';
import { fieldErrors } from '#database/schemas/fields.ts';
import { inquiryToasts } from './inquiry.content.ts';

type FormValues = Record<string, string>;

interface Options<V extends FormValues> {
  /** The values the form starts with (e.g. a package chosen on another page). */
  initial: V;
  /** What a cleared form holds after a successful send. */
  empty: V;
  /** The shared Valibot schema the server parses the same body with. */
  schema: v.GenericSchema;
  /** Turns the form's strings into the request body (e.g. dropping unanswered optional choices). */
  toBody?: (values: V) => unknown;
}

/**
 * One inquiry form's state machine (SPEC §4): idle → sending (submit disabled) → success (toast,
 * form cleared) or failure (destructive toast, values kept). Validation runs on submit with the
 * same schema as the server; the server's own field errors are shown the same way.
 */
export function useInquiryForm<V extends FormValues>({ initial, empty, schema, toBody = (values) => values }: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function showErrors(next: Record<string, string>) {
    focusFirstError.current = true;
    setErrors(next);
  }

  function field(name: keyof V & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = v.safeParse(schema, toBody(values));
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await apiRequest('POST', '/api/inquiries', parsed.output);
      setValues(empty);
      toast.success(inquiryToasts.successTitle, { description: inquiryToasts.successText });
    } catch (error) {
      const serverErrors = error instanceof ApiError && error.status === 400 ? error.body.errors : undefined;
      if (serverErrors) showErrors(serverErrors);
      toast.error(inquiryToasts.failureTitle, { description: inquiryToasts.failureText });
    } finally {
      setSending(false);
    }
  }

  return { values, errors, sending, field, formRef, onSubmit };
}
