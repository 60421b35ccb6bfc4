import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTransport } from '#server/mail/transport.ts';
import { parseMail } from '../setup/smtp.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file and logs one line naming it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-files-'));
    const lines: string[] = [];
    const transport = fileTransport(join(dir, 'mail'), (line) => lines.push(line));
    const sent = await transport.send({
      from: 'African Safari Tours <hello@safari.example>',
      to: 'amara@example.com',
      replyTo: 'desk@safari.example',
      subject: 'We have your safari enquiry',
      text: "We'll respond within 24 hours.",
      html: "<p>We'll respond within 24 hours.</p>",
      messageId: '<4a1f@safari.example>',
    });
    expect(sent.messageId).toBe('<4a1f@safari.example>');
    const files = await readdir(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*-4a1f_safari\.example\.eml$/);
    const mail = parseMail(await readFile(join(dir, 'mail', files[0]!), 'latin1'));
    expect(mail.headers).toMatchObject({ to: 'amara@example.com', 'reply-to': 'desk@safari.example', 'message-id': '<4a1f@safari.example>' });
    expect(mail.text).toBe("We'll respond within 24 hours.");
    expect(lines).toEqual([expect.stringMatching(/^Mail not sent \(no SMTP_URL\), written to .*\.eml: to amara@example\.com, "We have your safari enquiry"$/)]);
  });
});
