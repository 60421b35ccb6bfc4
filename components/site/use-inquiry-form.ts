import { useEffect, useRef } from 'react';
import { toast } from '#components/ui/notify.ts';
import type * as v from 'valibot';
import { API_CALLS } from 'virtual:api-calls/inquiries';
import { apiOf } from '#lib/api-request.browser.ts';
import { readLeadSource } from '#lib/lead-source.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { homeInquiryWords } from './inquiry-form.words.ts';
import { useLocale } from './use-locale.ts';

/** The inquiries group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'inquiries');

/** What the enquiry route reads: the trip form's or the contact page's fields, as the server's schemas take them. */
type InquiryBody = Parameters<typeof api.inquiries.create>[0];

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
  /** Which form sent it: `home`, `contact`, or the path of the page whose contact section it is. */
  form: () => string;
}

const randomKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * An enquiry form (SPEC §4): the one form hook, plus what the server needs to keep the desk clean:
 * the honeypot's value and the time the form took to fill (bots are fast and fill every field),
 * where the traveller came from, and an Idempotency-Key that a retry of the same submission reuses,
 * so a lost answer never stores the enquiry twice.
 */
export function useInquiryForm<V extends FormValues>({ initial, empty, schema, toBody = (values) => values, form }: Options<V>) {
  // The page's language (the German site sets it under /de, issue 42) becomes the traveller's: their mails,
  // proposal and pack are written in it. A page that names none is English.
  const locale = useLocale();
  const inquiryToasts = homeInquiryWords[locale].toasts;
  const honeypotRef = useRef<HTMLInputElement>(null);
  const renderedAt = useRef<number | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  useEffect(() => {
    // The form has been on screen since the page loaded: it is server-rendered, and its code may only
    // hydrate on first use (HydrateOnInteraction), so mounting is not when the visitor first saw it.
    renderedAt.current = Math.round(performance.timeOrigin);
  }, []);

  async function send(input: unknown) {
    const body = JSON.stringify(input);
    // The same body again is a retry of the same submission; anything else is a new one.
    if (attempt.current?.body !== body) attempt.current = { key: randomKey(), body };
    const extras = {
      website: honeypotRef.current?.value ?? '',
      fillMs: Math.max(0, Math.round(Date.now() - (renderedAt.current ?? Date.now()))),
      form: form(),
      locale,
      ...readLeadSource(),
    };
    await api.inquiries.create({ ...(input as InquiryBody), ...extras }, { headers: { 'Idempotency-Key': attempt.current.key } });
    attempt.current = null;
  }

  const state = useForm({
    initial,
    schema,
    toInput: toBody,
    submit: send,
    failureTitle: inquiryToasts.failureTitle,
    onSuccess: (_result, { reset }) => {
      reset(empty);
      toast.success(inquiryToasts.successTitle, { description: inquiryToasts.successText });
    },
    // SPEC §8's fixed sentence, whatever the server said.
    onFailure: () => toast.error(inquiryToasts.failureTitle, { description: inquiryToasts.failureText }),
  });
  return { ...state, sending: state.pending, honeypotRef };
}
