import type { Readable } from 'node:stream';
import { MailParser, type AttachmentStream, type MessageText } from 'mailparser';
import type { InboundAnswer } from '#database/repositories/inbound-mail.repo.ts';
import { cleanFileName } from './file-name.ts';
import { splitQuoted } from './quoted.ts';

/** Each stored attachment's limit (issue 21); a bigger one is skipped and the entry says so. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What one mail may keep in all: a mail of many 10 MB files keeps the first few. */
export const MAIL_MAX_BYTES = 25 * 1024 * 1024;
/** What one enquiry may keep of its traveller's answers (decision 136); held mail has its own allowance below. */
export const INQUIRY_MAX_BYTES = 100 * 1024 * 1024;
/**
 * Mail from other senders (decision 171): what one enquiry may keep of it, apart from the traveller's 100 MB, so a
 * stranger's files never crowd out the traveller's; how many such mails one sender may have held a day (across every
 * enquiry and reservation: more waits in the mailbox for a person); and how long staff have to accept one before it
 * is deleted with its files (it stays in the mailbox).
 */
export const HELD_MAX_BYTES = 20 * 1024 * 1024;
export const HELD_PER_SENDER_PER_DAY = 10;
export const HELD_KEPT_DAYS = 14;
/** The timeline shows text; a longer one is cut (the whole mail stays in the mailbox). */
export const TEXT_MAX_CHARS = 50_000;
/** HTML longer than this is not converted to text (mailparser's own guard against pathological markup). */
const HTML_MAX_CHARS = 2_000_000;

export type ReadAnswer = Pick<InboundAnswer, 'text' | 'quoted' | 'files' | 'skipped'>;

const clipText = (text: string) => (text.length > TEXT_MAX_CHARS ? `${text.slice(0, TEXT_MAX_CHARS)}…` : text);

/**
 * The answer's words and files from its raw source, read as a stream: the text part (or the HTML reduced
 * to text, script and style dropped: it is never rendered as HTML), and attachments up to 10 MB each, whose
 * bytes beyond the limit are read and discarded, so memory stays bounded whatever the mail's size.
 * `room` is what this mail may keep of its enquiry's quota (at most MAIL_MAX_BYTES); files past it are listed, not kept.
 * A mail that cannot be parsed yields what was read before the fault (possibly nothing), never a throw.
 */
export function readAnswer(source: Readable, room = MAIL_MAX_BYTES): Promise<ReadAnswer> {
  const limit = Math.max(0, Math.min(room, MAIL_MAX_BYTES));
  return new Promise((resolve) => {
    const parser = new MailParser({ skipImageLinks: true, skipTextToHtml: true, maxHtmlLengthToParse: HTML_MAX_CHARS });
    const answer: ReadAnswer = { text: '', quoted: null, files: [], skipped: [] };
    let kept = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      // The rest of the message still has to be read off the IMAP connection before its next command.
      source.resume();
      resolve(answer);
    };

    const readAttachment = (attachment: AttachmentStream) => {
      const name = cleanFileName(attachment.filename);
      const contentType = attachment.contentType || 'application/octet-stream';
      const chunks: Buffer[] = [];
      let size = 0;
      attachment.content.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= ATTACHMENT_MAX_BYTES && kept + size <= limit) chunks.push(chunk);
        else chunks.length = 0;
      });
      attachment.content.on('end', () => {
        if (size <= ATTACHMENT_MAX_BYTES && kept + size <= limit) {
          kept += size;
          answer.files.push({ name, contentType, data: Buffer.concat(chunks) });
        } else {
          answer.skipped.push({ name, contentType, size });
        }
        attachment.release?.();
      });
    };

    parser.on('data', (data: AttachmentStream | MessageText) => {
      if (data.type === 'attachment') return readAttachment(data);
      const { text, quoted } = splitQuoted(data.text ?? '');
      answer.text = clipText(text);
      answer.quoted = quoted === null ? null : clipText(quoted);
    });
    parser.on('end', finish);
    parser.on('error', finish);
    source.on('error', finish);
    source.pipe(parser);
  });
}
