import { StartupError } from '#lib/startup-error.server.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import type { MailWarning } from '#lib/mail-warnings.content.ts';

export interface MailSettings {
  /** `smtp://` or `smtps://` with credentials; unset: messages are written as .eml files under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** The company's own address; never the traveller's (DMARC would reject it). */
  from: string;
  /** Where new-enquiry alerts go, and where travellers' replies to staff mail go (Reply-To) without IMAP_URL. */
  notifyEmail: string;
  /** The mailbox IMAP_URL reads: with it, travellers' answers go there (Reply-To) and reach the desk. */
  inboundAddress?: string;
  /** Public origin for links in mail, e.g. the enquiry in the dashboard. No trailing slash. */
  siteUrl: string;
  /** False when MAIL_WORKER=off: this process enqueues but leaves sending to `npm run worker`. */
  worker: boolean;
  /** Why mail will not reach anyone: logged at start (MAIL_WARNING_LOG) and shown to staff in their words. */
  warnings: MailWarning[];
}

/** The start-up log's words, for whoever runs the server (staff read lib/mail-warnings.content.ts instead). */
export const MAIL_WARNING_LOG: Record<MailWarning, string> = {
  'no-mail-server': 'SMTP_URL is not set: enquiry alerts, acknowledgements and replies are written to DATA_DIR/mail instead of being sent.',
  'no-site-address': 'SITE_URL is not set: links in mail point to localhost.',
};

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const NAMED_ADDRESS = /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/;

function address(name: string, value: string, named: boolean): string {
  if (ADDRESS.test(value) || (named && NAMED_ADDRESS.test(value))) return value;
  throw new StartupError(`${name} must be an e-mail address${named ? ' (or "Name <address>")' : ''}, got "${value}"`);
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new StartupError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return raw;
}

function workerSwitch(raw: string | undefined): boolean {
  if (!raw || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new StartupError(`MAIL_WORKER must be "on" or "off", got "${raw}"`);
}

/** The mail part of the environment; read with the rest by `readEnv`. */
export function readMailEnv(
  source: NodeJS.ProcessEnv,
  /** `siteUrl` is SITE_URL as `readEnv` read it: the public origin, or undefined when unset. */
  context: { production: boolean; port: number; siteEmail: string; siteUrl: string | undefined },
): MailSettings {
  const smtp = smtpUrl(source.SMTP_URL);
  const warnings: MailWarning[] = [];
  if (context.production && !smtp) warnings.push('no-mail-server');
  if (context.production && !context.siteUrl) warnings.push('no-site-address');
  const siteEmail = address('SITE_EMAIL', context.siteEmail, false);
  return {
    smtpUrl: smtp,
    from: address('MAIL_FROM', source.MAIL_FROM?.trim() || `${BRAND_NAME} <${siteEmail}>`, true),
    notifyEmail: address('NOTIFY_EMAIL', source.NOTIFY_EMAIL?.trim() || siteEmail, false),
    // Links in mail need an absolute address even where pages use each request's own origin.
    siteUrl: context.siteUrl ?? `http://localhost:${context.port}`,
    worker: workerSwitch(source.MAIL_WORKER?.trim()),
    warnings,
  };
}
