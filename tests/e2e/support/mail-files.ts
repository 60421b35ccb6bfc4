import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * Without SMTP_URL the server writes each mail as an .eml file under DATA_DIR/mail (server/mail/transport.ts).
 * These read them as a mailbox would: parsed (quoted-printable lines joined, attachments apart).
 */
export async function readMails(dataDir: string): Promise<ParsedMail[]> {
  const dir = join(dataDir, 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.filter((file) => file.endsWith('.eml')).sort().map(async (file) => simpleParser(await readFile(join(dir, file)))));
}

const addressed = (mail: ParsedMail, to: string) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((list) => list.value.some((address) => address.address?.toLowerCase() === to.toLowerCase()));

/**
 * The newest link of a kind (`proposals`, `reviews`…) mailed to `to` (its path, `/<kind>/<token>`), waiting for the
 * mail worker; `not` skips links already seen (an earlier version's).
 */
export async function linkMailedTo(kind: string, dataDir: string, to: string, not: string[] = [], timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9_-]{20,})`, 'g');
  for (;;) {
    const links = (await readMails(dataDir))
      .filter((mail) => addressed(mail, to))
      .flatMap((mail) => [...(mail.text ?? '').matchAll(pattern)].map((match) => `/${kind}/${match[1]}`))
      .filter((link) => !not.includes(link));
    if (links.length > 0) return links.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No ${kind} link mailed to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The newest proposal link mailed to `to`. */
export const proposalLinkMailedTo = (dataDir: string, to: string, not: string[] = [], timeoutMs = 20_000) => linkMailedTo('proposals', dataDir, to, not, timeoutMs);

/** The newest mail to `to` whose subject matches, waiting for the mail worker (a receipt, a notice). */
export async function mailTo(dataDir: string, to: string, subject: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMails(dataDir)).filter((mail) => addressed(mail, to) && subject.test(mail.subject ?? '')).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a subject like ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
