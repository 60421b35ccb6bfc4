import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  /** Further header lines (Auto-Submitted on automatic mail, issue 38). */
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Ours, derived from the mail's record, so a duplicate send carries the same id (clients collapse it). */
  messageId: string;
  /** The conversation this mail continues (server/mail/threading.ts). */
  inReplyTo?: string;
  references?: string[];
}

export interface MailTransport {
  /** Resolves with the Message-ID once the server accepted the message (or the file is written). */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** For the start-up log line. */
  readonly description: string;
}

/**
 * nodemailer is loaded with the first mail, not at start: the server's cold start (issue 19, decision 093)
 * does not wait for a module only a send needs.
 */
function lazyTransporter(options: Parameters<typeof import('nodemailer').createTransport>[0]): () => Promise<Transporter> {
  let transporter: Promise<Transporter> | undefined;
  return () =>
    (transporter ??= import('nodemailer').then(
      ({ default: nodemailer }) => nodemailer.createTransport(options),
      (error: unknown) => {
        transporter = undefined; // The next send tries again.
        throw error;
      },
    ));
}

/** Real delivery: nodemailer over SMTP, with time-outs short enough that a hung server becomes a retry. */
export function smtpTransport(url: string): MailTransport {
  const transporter = lazyTransporter({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const host = new URL(url).host;
  return {
    description: `SMTP via ${host}`,
    async send(mail) {
      const info = await (await transporter()).sendMail(mail);
      return { messageId: info.messageId };
    },
  };
}

/**
 * Without SMTP_URL: each message becomes an .eml file (open it in any mail client) and one log line,
 * so local use loses nothing and shows what would have gone out.
 */
export function fileTransport(dir: string, log: (line: string) => void = console.log): MailTransport {
  const transporter = lazyTransporter({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${dir} (SMTP_URL is not set)`,
    async send(mail) {
      const info = await (await transporter()).sendMail(mail);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${mail.messageId.replace(/[<>]/g, '').replace(/[^\w.-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`Mail not sent (no SMTP_URL), written to ${file}: to ${mail.to}, "${mail.subject}"`);
      return { messageId: mail.messageId };
    },
  };
}

export function createTransport(options: { smtpUrl: string | undefined; dataDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(join(options.dataDir, 'mail'));
}
