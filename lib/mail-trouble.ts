import { mailTroubleContent as copy } from './mail-trouble.content.ts';

/** Patterns in what nodemailer reports (its message, or the server's SMTP reply), most specific first. */
const RULES: [RegExp, string][] = [
  [/^Gave up after the last retry$/, copy.gaveUp],
  [/\b53[45]\b|\b5\.7\.8\b|authenticat|invalid login|username and password|credentials/i, copy.password],
  [/certificate|self[- ]signed|wrong version number|tls|ssl/i, copy.certificate],
  [/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ECONNRESET|connection timeout|greeting never received|connection closed/i, copy.unreachable],
  [/^\s*55[0-3]\b|\b5\.1\.[0-9]\b|mailbox (unavailable|not found)|user unknown|no such user|recipient/i, copy.recipient],
  [/^\s*4\d\d\b/, copy.busy],
  [/^\s*5\d\d\b/, copy.rejected],
];

/** What a mail's last error means, in a sentence for staff (the raw answer stays available as detail). */
export function mailTroubleInWords(error: string | null | undefined): string {
  const text = error ?? '';
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? copy.unknown;
}
