import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While down, every connection is refused with 421, as a mail server in trouble answers. */
  setDown(down: boolean): void;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function splitHeaders(block: string): { headers: Record<string, string>; body: string } {
  const at = block.search(/\r?\n\r?\n/);
  const head = block.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: block.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodePart(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const bytes = encoding === 'base64' ? Buffer.from(body, 'base64').toString('latin1') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return Buffer.from(bytes, 'latin1').toString('utf8').trim();
}

/** Just enough MIME for our own messages: one text and one HTML part in multipart/alternative. */
export function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const parsed = splitHeaders(part.replace(/^\r?\n/, ''));
    const type = parsed.headers['content-type'] ?? headers['content-type'] ?? '';
    if (type.startsWith('text/plain')) text = decodePart(parsed.headers, parsed.body);
    if (type.startsWith('text/html')) html = decodePart(parsed.headers, parsed.body);
  }
  return { envelopeTo, headers, text, html, raw };
}

/** An SMTP server inside the test process, on 127.0.0.1 and a free port, that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let down = false;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    // The credentials from SMTP_URL must arrive: only user/secret may send.
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'secret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onConnect(_session, callback) {
      if (!down) return callback();
      const error = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), session.envelope.rcptTo.map((r) => r.address)));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    received,
    setDown: (value) => {
      down = value;
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails within ${timeoutMs} ms, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
