import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Express } from 'express';
import { StartupError } from '#lib/startup-error.server.ts';

/**
 * How long an idle kept-alive connection stays open: above a load balancer's idle timeout (60 s at AWS's, Google's
 * and most others; Node's default is 5 s). Whoever closes an idle connection first must be the balancer, or it may
 * send its next request just as we close, and that request is reset.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Listens, or explains in one line why it cannot (port taken, no permission) and rejects. A cluster's web process
 * (`ownSocket`) binds a listening socket of its own to the shared port (SO_REUSEPORT: the kernel spreads new
 * connections over the processes) instead of node:cluster's, where the primary accepts every connection and queues it
 * for a process: when the last process stopped listening, the primary closed the connections it still held and those
 * waiting in its backlog, resetting 1-14 requests a SIGTERM (issue 38, N9). With a socket of its own, each process
 * drains its own queue before it closes, as one process alone does (`trackRequests`).
 */
export function listen(app: Express, port: number, options: { ownSocket?: boolean } = {}): Promise<Server> {
  return new Promise((resolve, reject) => {
    // `exclusive`: bound here, not handed over by the primary; `reusePort` lets the siblings bind the same port.
    const server = options.ownSocket ? app.listen({ port, reusePort: true, exclusive: true }) : app.listen(port);
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Above keepAliveTimeout: a request's headers that start just before the idle timeout still get their full time.
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
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

/** After the accept window, a new connection that has sent nothing for this long is given up on. */
const SILENT_SOCKET_MS = 1000;

/**
 * Resolves in the check phase after the next poll phase: request bytes the kernel has ready by
 * then are read and parsed first, and a queued connection is accepted (about one per turn). A timer that fires after the
 * event loop was stalled runs before that I/O is read, so deciding there that a socket is idle, or
 * that no connection is waiting, would be deciding on stale facts.
 */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface DrainOptions {
  /**
   * How long the listener keeps accepting after SIGTERM (SHUTDOWN_DRAIN_SECONDS): the platform's
   * router may still send for a moment, and a connection it opens is answered rather than reset.
   */
  acceptMs: number;
  /** From the start of the drain: requests still unfinished after this are cut. */
  timeoutMs: number;
}

/**
 * Tracks every connection and its requests, so a shutdown answers each request in flight and each
 * one that arrives while the router still sends (with `Connection: close`, so keep-alive clients
 * go), and closes only connections that are truly idle. Node's own server.close() closes "idle"
 * connections at once, which includes one whose request has arrived but not yet been parsed and one
 * whose client is just sending its next request: under load that resets requests already sent.
 */
export function trackRequests(server: Server) {
  const sockets = new Map<Socket, SocketState>();
  const pendingResponses = new Set<ServerResponse>();
  let draining = false;
  let listenerClosed = false;
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    sockets.set(socket, { active: 0, served: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  // Before the app's own listener, which may answer at once: the header must be set first.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
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
      // Before SIGTERM this connection was kept alive; now its client is done with it.
      if (listenerClosed && state.active === 0) req.socket.end();
    });
  });

  /**
   * Once the listener is closed (the router has stopped sending): a kept-alive connection with no
   * request in progress is closed, and a new one that has sent nothing for SILENT_SOCKET_MS. Run
   * after pending I/O, so a request whose bytes have arrived counts as in progress.
   */
  async function closeIdle() {
    await afterPendingIo();
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (state.active > 0) continue;
      if (state.served > 0 || now - state.idleSince > SILENT_SOCKET_MS) socket.destroy();
    }
  }

  return {
    /**
     * Keeps accepting for `acceptMs` and answers every request with `Connection: close`; then stops
     * listening, answers every request in flight, and resolves when all connections are closed, or
     * at `timeoutMs`, when the rest are cut. Resolves to the number of requests cut.
     */
    async drain({ acceptMs, timeoutMs }: DrainOptions): Promise<number> {
      const started = Date.now();
      draining = true;
      for (const res of pendingResponses) if (!res.headersSent) res.setHeader('Connection', 'close');
      await new Promise((resolve) => setTimeout(resolve, Math.min(acceptMs, timeoutMs)));
      // Closing the listener resets whatever waits in the kernel's queue: accept that first. The
      // event loop takes about one queued connection per turn, so turn until a turn takes none.
      for (let before = -1; before !== accepted && Date.now() - started < timeoutMs; ) {
        before = accepted;
        await afterPendingIo();
      }
      listenerClosed = true;
      // net.Server's close: stop listening and wait for the connections, without http's instant idle-closing.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      await closeIdle();
      const sweep = setInterval(() => void closeIdle(), 200);
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
