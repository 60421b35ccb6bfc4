/**
 * Mail no person wrote (issue 38, decision 171): an out-of-office or other auto-reply, or a bounce (a delivery
 * report). Such mail is kept, labelled, but is never an answer: it flags nothing and moves no status. Read from the
 * raw header block (RFC 3834's Auto-Submitted, the de-facto X-Autoreply/X-Autorespond and Precedence, RFC 3464's
 * multipart/report) and, for servers that set none of these, the sender and the subject.
 */
export type AutomaticKind = 'auto-reply' | 'bounce';

/** Subjects mail programs give their vacation replies, in the languages lodges write in. */
const VACATION_SUBJECT = /^\s*(auto(matic|matische)?[\s-]*(reply|response|antwort|r[ée]ponse)|auto:|out of (the )?office|abwesenheit|absence|vacation|away from|on leave|r[ée]ponse automatique|respuesta autom[áa]tica|resposta autom[áa]tica|afwezig)/i;
/** Senders of delivery reports. */
const BOUNCE_SENDER = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;
const BOUNCE_SUBJECT = /^\s*(undeliver(ed|able)|delivery (status notification|failure|has failed)|returned mail|mail delivery (failed|failure|subsystem)|failure notice|non[- ]?delivery)/i;

/** Header lines unfolded, by lower-case name (the first of each). */
function headerMap(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!map.has(name)) map.set(name, line.slice(colon + 1).trim());
  }
  return map;
}

/** What kind of automatic mail this is, or null for mail a person wrote. */
export function automaticKind(headerBlock: string, sender: string | null, subject: string): AutomaticKind | null {
  const headers = headerMap(headerBlock);
  const contentType = (headers.get('content-type') ?? '').toLowerCase();
  if (/^multipart\/report\b/.test(contentType) || (sender !== null && BOUNCE_SENDER.test(sender)) || BOUNCE_SUBJECT.test(subject)) return 'bounce';
  const submitted = (headers.get('auto-submitted') ?? '').toLowerCase().split(';')[0]!.trim();
  if (submitted && submitted !== 'no') return 'auto-reply';
  if (headers.has('x-autoreply') || headers.has('x-autorespond')) return 'auto-reply';
  const precedence = (headers.get('precedence') ?? '').toLowerCase();
  if (precedence === 'auto_reply' || precedence === 'bulk' || precedence === 'junk') return 'auto-reply';
  if (VACATION_SUBJECT.test(subject)) return 'auto-reply';
  return null;
}
