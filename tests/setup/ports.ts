import { connect, createServer } from 'node:net';

/**
 * A loopback port nothing listens on right now, for a server a test starts. Taken below the kernel's ephemeral range
 * (32768-60999 on Linux): a port from that range (what listen(0) gives) can meanwhile become the local end of some
 * outgoing connection, a pool's socket to PostgreSQL, and the server then fails to start with "already in use".
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
}

/** Resolves once something accepts connections on 127.0.0.1:`port`; `what` names it in the error after `timeoutMs`. */
export function waitForPort(port: number, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${what} did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}
