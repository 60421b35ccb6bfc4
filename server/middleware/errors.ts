import { uuidOrNull } from '#lib/domain/uuid.ts';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import * as v from 'valibot';
import { fieldErrors, wholePathErrors } from '#lib/domain/fields.ts';
import { isDatabaseUnavailable, isDataError } from '#database/errors.ts';
import { QueueFullError } from '#lib/work-queue.server.ts';
import { failureKind, firstLine, outageLog } from '../outage-log.ts';
import { requestLabel } from '../request-label.ts';
import { outagePage } from './outage-page.ts';

/** An error with the status and body the client should see (DESIGN's error contract). */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** Seconds for a `Retry-After` header (429, 503). */
  readonly retryAfter: number | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>, options: { retryAfter?: number } = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryAfter = options.retryAfter;
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);

/** A 4xx about one field: the same sentence as the message and under that field, so a form can show it there. */
export const fieldError = (field: string, message: string, status = 400) => new HttpError(status, message, { [field]: message });

/** Seconds a client is asked to wait while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
export const OUTAGE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** Parses input with a Valibot schema; bad input is a 400 naming each field with its message. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  throw new HttpError(400, Object.values(errors)[0] ?? 'Invalid input', errors);
}

/** As `parse`, with each message under its value's whole path (`bank.swift`, `items.2.answer`; see `wholePathErrors`). */
export function parseWhole<S extends v.GenericSchema>(schema: S, input: unknown, root?: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const errors = wholePathErrors(result.issues, root);
  throw new HttpError(400, Object.values(errors)[0] ?? 'Invalid input', errors);
}

/** An id from the path; anything but a uuid cannot name a record, so it is a 404. */
export function pathId(value: unknown, what: string): string {
  const id = typeof value === 'string' ? uuidOrNull(value) : null;
  if (!id) throw notFound(`${what} not found`);
  return id;
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFound());

function send(res: Response, error: HttpError) {
  if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
  res.status(error.status).json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
}

/**
 * What a thrown error means for the client. An outage of PostgreSQL is a 503 with `Retry-After`
 * (the request may well succeed in a moment), a value PostgreSQL refuses (SQLSTATE class 22) is the
 * client's bad input, and only what is left is our fault.
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const bodyError = error as { type?: string; status?: number } | undefined;
  if (bodyError?.type === 'entity.too.large') return new HttpError(413, 'Request body is too large');
  if (bodyError?.type === 'entity.parse.failed') return new HttpError(400, 'Request body is not valid JSON');
  if (typeof bodyError?.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) return new HttpError(bodyError.status, 'Bad request');
  if (error instanceof QueueFullError) return new HttpError(503, 'The server is busy. Please try again in a moment.', undefined, { retryAfter: error.retryAfterSeconds });
  if (isDatabaseUnavailable(error)) return new HttpError(503, OUTAGE_MESSAGE, undefined, { retryAfter: OUTAGE_RETRY_AFTER_SECONDS });
  if (isDataError(error)) return new HttpError(400, 'A value in the request is not valid');
  return undefined;
}

/**
 * The one place errors become responses. Anything unexpected is logged and answered with a
 * generic 500, never a stack or a path.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const known = toHttpError(error);
  if (known) {
    if (known.status === 503) outageLog.note(`503 ${failureKind(error)}`, `${requestLabel(req)}: unavailable (${firstLine(error)})`);
    // A page (not the API) gets a friendly page for an outage rather than JSON.
    if (known.status === 503 && !req.originalUrl.startsWith('/api/') && req.accepts(['json', 'html']) === 'html') {
      res.setHeader('Retry-After', String(known.retryAfter ?? OUTAGE_RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'no-store');
      res.status(503).type('html').send(outagePage(known.retryAfter ?? OUTAGE_RETRY_AFTER_SECONDS));
      return;
    }
    send(res, known);
    return;
  }
  // The first of a kind with its stack; repeats of it (one bug hit by every request) are counted, not printed.
  const kind = `500 ${failureKind(error)}`;
  outageLog.note(kind, `${requestLabel(req)} failed: ${firstLine(error)}`, () => console.error(`${requestLabel(req)} failed:`, error));
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};
