import { connect, createServer } from 'node:net';

/** A loopback port nothing listens on right now (the OS picks it; it is free again once the probe closes). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
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
