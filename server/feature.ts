import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { Orm } from '#database/orm.ts';
import type { ApiHandlers } from './api/api-handlers.ts';
import type { RateLimitSettings } from './env.ts';
import type { ImageStorage } from './images/image-storage.ts';
import type { InboundMatcher } from './mail/inbound/inbound-message.ts';
import type { HostedJob, Mailer } from './mail/mailer.ts';
import type { MailTemplates } from './mail/render.ts';

/** What a feature's routes are built with: the core's services, handed in by the app. */
export interface FeatureDeps {
  mailer: Mailer;
  rateLimits: RateLimitSettings;
  sessionPool: pg.Pool;
  timeZone: string;
  imageStorage: ImageStorage;
}

/**
 * One feature of the product (decision 164): the enquiry desk, the sale, the booking's ledger, reservations and
 * vouchers, reviews, the traveller's pack, staff accounts. A feature's folder holds its routes, operations, mail
 * templates, jobs and inbound matcher, and hands them to the core here; the core (mail, jobs, API registration,
 * links, cache) imports no feature. server/features/index.ts lists the features, one line each.
 */
export interface Feature {
  name: string;
  /** Its `/api` handlers, bound to keys of lib/api-routes.ts (the table gives each its role and cache effect). */
  routes?(deps: FeatureDeps): ApiHandlers[];
  /** Handlers outside `/api`, mounted before the page renderer (the pack's calendar and vouchers). */
  files?(deps: FeatureDeps): RequestHandler[];
  /** Its mail templates, loaded with the first mail sent (they pull in React Email). */
  mails?(): Promise<MailTemplates>;
  /** Its jobs, on the process's one pg-boss (decision 168). */
  jobs?: readonly HostedJob[];
  /** Mail read from the desk's mailbox that this feature claims (tried in the features' order). */
  inbound?: InboundMatcher;
  /** Mail no feature's `inbound` claimed: kept for staff (the desk's unmatched mail, issue 39 R11). */
  unclaimed?: InboundMatcher;
  /** Work for the ten-minute housekeeping sweep; resolves with how many rows it swept. */
  sweeps?: Record<string, (orm: Orm, now: Date) => Promise<number>>;
}
