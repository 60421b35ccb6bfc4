import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SlowSmtp {
  url: string;
  /** Message-IDs of accepted messages, in order (a repeat is a mail sent twice). */
  messageIds: string[];
  close(): Promise<void>;
}

/** A mail server on 127.0.0.1 that takes `delayMs` to accept each message, as a slow provider does. */
export async function startSlowSmtp(delayMs: number): Promise<SlowSmtp> {
  const messageIds: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1];
        setTimeout(() => {
          if (id) messageIds.push(id);
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
