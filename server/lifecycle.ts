import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Express } from 'express';
import { StartupError } from '#lib/startup-error.ts';

/** Listens, or explains in one line why it cannot (port taken, no permission) and rejects. */
export function listen(app: Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartupError(`Port ${port} is already in use by another process; stop it or set PORT to a free port.`));
      else if (error.code === 'EACCES') reject(new StartupError(`Port ${port} needs privileges this process does not have; set PORT to a port above 1023.`));
      else reject(error);
    });
  });
}

interface SocketState {
  active: number;
  served: number;
  /** When the socket last had no request in progress (its connection time at first). */
  idleSince: number;
}

/** A new connection that sends nothing for this long is given up on. */
const SILENT_SOCKET_MS = 1000;
/**
 * After SIGTERM the listener stays open until no new connection has come for QUIET_MS (at most
 * MAX_ACCEPT_MS): connections already queued in the kernel are accepted and answered, where
 * closing the listener at once would reset them. Meanwhile responses keep connections alive, so
 * busy clients do not reconnect into the queue just before it closes.
 */
const QUIET_MS = 100;
const MAX_ACCEPT_MS = 1000;

/**
 * Tracks every connection and its requests, so a shutdown can answer each request in flight and
 * each one that still arrives (with `Connection: close`, so keep-alive clients go), and closes
 * only connections that are truly idle. Node's own server.close() closes "idle" connections at
 * once, which includes one whose request has arrived but not yet been parsed and one whose client
 * is just sending its next request: under load that resets requests the client has already sent.
 */
export function trackRequests(server: Server) {
  const sockets = new Map<Socket, SocketState>();
  const pendingResponses = new Set<ServerResponse>();
  let draining = false;
  let lastConnectionAt = 0;
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    sockets.set(socket, { active: 0, served: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    pendingResponses.add(res);
    const state = sockets.get(req.socket);
    if (state) state.active++;
    res.once('close', () => {
      pendingResponses.delete(res);
      if (!state) return;
      state.active--;
      state.served++;
      state.idleSince = Date.now();
    });
  });

  /**
   * Only a new connection that never sent a request is closed here. A kept-alive connection is left
   * to Node's keepAliveTimeout (5 s), which its client was told in `Keep-Alive: timeout=5` and so
   * does not reuse it past: closing it sooner races with a request the client is just sending.
   * After a `Connection: close` response Node closes the connection itself.
   */
  function closeSilent() {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (state.active === 0 && state.served === 0 && now - state.idleSince > SILENT_SOCKET_MS) socket.destroy();
    }
  }

  return {
    /**
     * Stops accepting once the kernel's queue is empty, answers every request in flight
     * and any that arrives on an open connection meanwhile, and resolves when all connections are
     * closed, or after `timeoutMs`, when the rest are cut. Resolves to the number of requests cut.
     */
    async drain(timeoutMs: number): Promise<number> {
      const started = Date.now();
      while (Date.now() - started < MAX_ACCEPT_MS && Date.now() - Math.max(lastConnectionAt, started) < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      draining = true;
      for (const res of pendingResponses) if (!res.headersSent) res.setHeader('Connection', 'close');
      const sweep = setInterval(closeSilent, 100);
      // net.Server's close: stop listening and wait for the connections, without http's instant idle-closing.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      let cut = 0;
      const deadline = new Promise<void>((resolve) =>
        setTimeout(() => {
          cut = pendingResponses.size;
          for (const socket of sockets.keys()) socket.destroy();
          resolve();
        }, Math.max(0, timeoutMs - (Date.now() - started))).unref(),
      );
      await Promise.race([closed, deadline]);
      clearInterval(sweep);
      return cut;
    },
  };
}

/**
 * One owner of the process's fate. Libraries must not decide to keep running after an uncaught
 * error (Vike installs handlers that only log it, leaving a half-broken server up): an uncaught
 * error is logged once and the process stops with code 1, after `onFatal` cleans up what it can.
 */
export function takeOverFatalErrors(onFatal: (error: unknown) => void) {
  process.removeAllListeners('uncaughtException');
  process.removeAllListeners('unhandledRejection');
  const handle = (kind: string) => (error: unknown) => {
    console.error(`Fatal ${kind}; stopping:`, error);
    onFatal(error);
  };
  process.on('uncaughtException', handle('uncaught exception'));
  process.on('unhandledRejection', handle('unhandled rejection'));
}

/**
 * Waits for `work` at most `ms`; true when it settled in time. Shutdown bounds each step with it, so
 * a pool that cannot close politely (PostgreSQL unreachable) does not hold the exit past the
 * platform's grace period, where the forced exit would report a failure (issue 16).
 */
export async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, ms))));
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
