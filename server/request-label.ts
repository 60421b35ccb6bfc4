import type { Request } from 'express';
import { withoutTokens } from '#lib/domain/links/private-paths.ts';

/**
 * How a log line names a request: its method and path with any link token replaced by `:token`
 * (`/proposals/:token`, decision 137), and without its query, which can carry a search for someone's name.
 */
export function requestLabel(req: Request): string {
  return `${req.method} ${withoutTokens(req.originalUrl.split(/[?#]/)[0]!)}`;
}
