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
  /** The last response let the client keep the connection (sent before the drain began). */
  keptAlive: boolean;
}

/** The listener stays open this long after SIGTERM, so connections already queued in the kernel are accepted and answered rather than reset. */
const ACCEPT_GRACE_MS = 250;
/** A kept-alive connection idle this long is closed; a busy client sends its next request well within it (and is told to close). */
const KEEP_ALIVE_GRACE_MS = 500;
/** A new connection that sends nothing for this long is given up on. */
const SILENT_SOCKET_MS = 1000;

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
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, served: 0, idleSince: Date.now(), keptAlive: false });
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
      state.keptAlive = String(res.getHeader('connection') ?? '').toLowerCase() !== 'close';
    });
  });

  function closeIdle() {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (state.active > 0) continue;
      const idle = now - state.idleSince;
      if (state.served === 0 ? idle > SILENT_SOCKET_MS : !state.keptAlive || idle > KEEP_ALIVE_GRACE_MS) socket.destroy();
    }
  }

  return {
    /**
     * Stops accepting (after a short grace for queued connections), answers every request in flight
     * and any that arrives on an open connection meanwhile, and resolves when all connections are
     * closed, or after `timeoutMs`, when the rest are cut. Resolves to the number of requests cut.
     */
    async drain(timeoutMs: number): Promise<number> {
      draining = true;
      for (const res of pendingResponses) if (!res.headersSent) res.setHeader('Connection', 'close');
      const started = Date.now();
      const sweep = setInterval(closeIdle, 50);
      await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS));
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
