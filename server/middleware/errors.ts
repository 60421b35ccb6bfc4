import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as v from 'valibot';
import { fieldErrors } from '#database/schemas/fields.ts';

/** An error with the status and body the client should see (DESIGN's error contract). */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);

/** Parses input with a Valibot schema; bad input is a 400 naming each field with its message. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  throw new HttpError(400, Object.values(errors)[0] ?? 'Invalid input', errors);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the path; anything but a uuid cannot name a record, so it is a 404. */
export function pathId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw notFound(`${what} not found`);
  return value.toLowerCase();
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFound());

/**
 * The one place errors become responses. Body-parser's own errors keep their status (400, 413);
 * anything unexpected is logged and answered with a generic 500, never a stack or a path.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    return;
  }
  const bodyError = error as { type?: string; status?: number };
  if (bodyError.type === 'entity.too.large') {
    res.status(413).json({ message: 'Request body is too large' });
    return;
  }
  if (bodyError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Request body is not valid JSON' });
    return;
  }
  if (typeof bodyError.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
    res.status(bodyError.status).json({ message: 'Bad request' });
    return;
  }
  console.error(`${req.method} ${req.originalUrl} failed:`, error);
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};
