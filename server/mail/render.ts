import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import type { MailInquiry } from '#lib/domain/enquiry/enquiry.types.ts';
import { DEFAULT_LOCALE, type Locale } from '#lib/domain/site/locale.ts';
import type { MailRecord, MailTemplate } from '#lib/domain/mail/mail.types.ts';
import type { BookingForMail } from '#database/repositories/bookings.repo.ts';
import { createServices, type Services } from '../services.ts';
import type { MailSettings } from './mail-env.ts';

export interface RenderContext {
  em: EntityManager;
  settings: Pick<MailSettings, 'siteUrl' | 'notifyEmail' | 'inboundAddress'>;
  timeZone: string;
}

/** What a template's `build` is given: the context, the repositories on its EntityManager, and the records a mail names. */
export interface TemplateContext extends RenderContext {
  services: Services;
  /** The enquiry as it was when the mail was queued (kept in its data), else as it is now. */
  inquiry(): Promise<MailInquiry>;
  /** The booking `data.bookingId` names. */
  booking(): Promise<BookingForMail>;
  /** The traveller's language (issue 42): the kept enquiry's, else the enquiry's now; English without one. */
  locale(): Promise<Locale>;
}

export interface BuiltMail {
  element: ReactElement;
  attachments?: RenderedMail['attachments'];
  /** The earlier mails this one answers, for a conversation that is not an enquiry's (a lodge's, issue 41). */
  thread?: Pick<RenderedMail, 'inReplyTo' | 'references'>;
}

/**
 * One mail template of a feature (decision 164): who it is for (a traveller's or a supplier's mail carries the desk's
 * Reply-To, issues 29 and 38), whether its subject names a booking (then the enquiry's reference is not added), and
 * how its one React Email component is fed from the mail's own row.
 */
export interface MailTemplateDef {
  to: 'traveller' | 'staff' | 'supplier';
  bookingSubject?: boolean;
  /**
   * A person's own words (staff's reply): the one kind of mail not marked `Auto-Submitted: auto-generated`, so the
   * traveller's vacation responder answers it as it would any person's (RFC 3834), and never our automatic mail.
   */
  writtenByStaff?: boolean;
  build(mail: MailRecord, ctx: TemplateContext): Promise<BuiltMail> | BuiltMail;
}

/** A feature's templates, by name; the features' together cover every MailTemplate (server/features/index.ts). */
export type MailTemplates = Partial<Record<MailTemplate, MailTemplateDef>>;

export interface RenderedMail {
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  inReplyTo?: string;
  references?: string[];
}

/**
 * Where a traveller's or a lodge's answer goes: the mailbox IMAP_URL reads (so it reaches the desk), else
 * NOTIFY_EMAIL. Without it a lodge pressing Reply writes to MAIL_FROM, a mailbox the product does not read (issue 38).
 */
export const deskReplyTo = (settings: RenderContext['settings']) => settings.inboundAddress ?? settings.notifyEmail;

/** Who answers by mail into the desk: travellers and suppliers; staff's own mails go to staff. */
const ANSWERED_BY_MAIL = new Set<MailTemplateDef['to']>(['traveller', 'supplier']);

/** RFC 3834: mail a program sent, so responders do not answer it and mail loops cannot start. */
export const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;

/** A string from a mail's kept data, or null. */
export const str = (value: unknown) => (typeof value === 'string' ? value : null);

/** The template a mail names, from the features' registry: a mail of no known template is an error, never a blank mail. */
export function templateOf(templates: MailTemplates, mail: Pick<MailRecord, 'id' | 'template'>): MailTemplateDef {
  const def = templates[mail.template];
  if (!def) throw new Error(`Mail ${mail.id}: no template ${mail.template}`);
  return def;
}

/**
 * A mail's HTML and text from its template's one component (decision 140), fed only from the mail's own row:
 * the data kept when it was queued, and the records it names by id (this proposal version, this booking).
 */
export async function renderMail(mail: MailRecord, ctx: RenderContext, templates: MailTemplates): Promise<RenderedMail> {
  const def = templateOf(templates, mail);
  const { element, attachments, thread } = await def.build(mail, templateContext(mail, ctx));
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    html,
    text,
    ...(ANSWERED_BY_MAIL.has(def.to) ? { replyTo: deskReplyTo(ctx.settings) } : {}),
    ...(def.writtenByStaff ? {} : { headers: { ...AUTOMATIC_HEADERS } }),
    ...(attachments ? { attachments } : {}),
    ...thread,
  };
}

function templateContext(mail: MailRecord, ctx: RenderContext): TemplateContext {
  const services = createServices(ctx.em);
  return {
    ...ctx,
    services,
    async inquiry() {
      // Kept when queued; mails queued before decision 140 read the enquiry.
      const kept = mail.data.inquiry as MailInquiry | undefined;
      const inquiry = kept ?? (mail.inquiryId ? await services.mail.inquiry(mail.inquiryId) : null);
      if (!inquiry) throw new Error(`Mail ${mail.id}: its enquiry is gone`);
      return inquiry;
    },
    async locale() {
      const kept = (mail.data.inquiry as MailInquiry | undefined)?.locale;
      if (kept) return kept;
      const inquiry = mail.inquiryId ? await services.mail.inquiry(mail.inquiryId) : null;
      return inquiry?.locale ?? DEFAULT_LOCALE;
    },
    async booking() {
      const id = str(mail.data.bookingId);
      const found = id ? await services.bookings.forMail({ id }) : null;
      if (!found) throw new Error(`Mail ${mail.id}: no booking ${id}`);
      return found;
    },
  };
}
