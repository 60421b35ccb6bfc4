import { ImapFlow } from 'imapflow';
import pg from 'pg';
import type { Orm } from '#database/orm.ts';
import type { InboundMailRepository } from '#database/repositories/inbound-mail.repo.ts';
import { createServices } from '../../services.ts';
import { failureKind, firstLine, outageLog } from '../../outage-log.ts';
import type { ImapSettings } from './imap-env.ts';
import { handleMessage, type Candidate, type InboundMatcher } from './inbound-message.ts';

export interface InboundMailOptions {
  orm: Orm;
  databaseUrl: string;
  settings: ImapSettings;
  /** The features' claims on what the mailbox holds, asked in order (server/features/index.ts). */
  matchers: readonly InboundMatcher[];
  /** What is offered the mail no matcher claims (the desk keeps it for staff); without it, such mail is left unseen. */
  unclaimed?: readonly InboundMatcher[];
  /** Seconds between looks at the mailbox when IDLE says nothing (and on servers without IDLE): 60. */
  pollSeconds?: number;
  /** The longest wait between reconnection attempts: 60 s. */
  maxBackoffMs?: number;
  /**
   * How long a session may go without a completed look at the mailbox before it counts as stalled: the poll
   * interval plus 30 s (90 s). The Overview then says so, within 2 minutes of the last look (decision 136).
   */
  stallMs?: number;
}

/** One process at a time reads the mailbox: the one holding this PostgreSQL advisory lock (decision 113). */
export const INBOUND_LOCK_KEY = 7_214_021;

/** Unseen messages looked at per round. */
const BATCH = 200;

class Stopped extends Error {}

/**
 * How long a session may go without finishing a look before it counts as stalled, and how often that is
 * checked. With the defaults (a 60 s poll) a stall shows on the Overview at most 90 + 10 s after the last
 * good look: within the 2 minutes decision 136 promises.
 */
export function stallTimings(options: Pick<InboundMailOptions, 'pollSeconds' | 'stallMs'>): { stallMs: number; tickMs: number } {
  const stallMs = options.stallMs ?? (options.pollSeconds ?? 60) * 1000 + 30_000;
  return { stallMs, tickMs: Math.min(10_000, Math.max(100, stallMs / 4)) };
}

/** What went wrong, in the IMAP server's words where it gave any ("Authentication failed."). */
function reason(error: unknown): string {
  const imap = error as { responseText?: unknown; serverResponseCode?: unknown };
  if (typeof imap.responseText === 'string' && imap.responseText) return [imap.serverResponseCode, imap.responseText].filter(Boolean).join(' ');
  return firstLine(error);
}

/**
 * Reads travellers' answers from the mailbox IMAP_URL names (decisions 112, 113): new (unseen) mail is
 * matched to its enquiry and stored on the timeline; mail no feature claims goes to the `unclaimed` handlers, and
 * is left as it was when none takes it. It waits with IDLE
 * where the server offers it (imapflow idles on its own between commands and reports new mail as
 * `exists`), and looks again every `pollSeconds` regardless. Whatever fails (the IMAP server, PostgreSQL,
 * the lock's connection) ends the session; it reconnects by itself with backoff, one throttled log line a kind.
 */
export class InboundMailWorker {
  private readonly options: InboundMailOptions;
  private stopping = false;
  private wake: (() => void) | undefined;
  /** New mail was announced while the worker was busy reading: look again at once rather than after a poll. */
  private announced = false;
  private imap: ImapFlow | undefined;
  private lock: pg.Client | undefined;
  private running: Promise<void> | undefined;
  /** When this session last finished a look at the mailbox (or began): the watchdog's measure. */
  private lastHeard = 0;
  private watchdog: NodeJS.Timeout | undefined;
  /** Unseen mail already judged unmatched in this mailbox (by UIDVALIDITY), not fetched again each poll. */
  private unmatched = { validity: '', uids: new Set<number>() };

  private constructor(options: InboundMailOptions) {
    this.options = options;
  }

  /** Starts reading in the background; returns at once (a mailbox that is down does not hold up start-up). */
  static start(options: InboundMailOptions): InboundMailWorker {
    const worker = new InboundMailWorker(options);
    worker.running = worker.run();
    worker.watchdog = setInterval(() => void worker.checkStall(), stallTimings(options).tickMs);
    worker.watchdog.unref();
    return worker;
  }

  private get pollMs() {
    return (this.options.pollSeconds ?? 60) * 1000;
  }

  private get stallMs() {
    return stallTimings(this.options).stallMs;
  }

  /**
   * A mail server can accept the connection and then never answer, or stop answering mid-session, without
   * closing it: no error comes. So a session that has not finished a look at the mailbox for `stallMs` is
   * ended here, and the Overview told; the session's reconnection then finds the server as it is.
   */
  private async checkStall(): Promise<void> {
    const imap = this.imap;
    if (!imap || this.stopping || Date.now() - this.lastHeard <= this.stallMs) return;
    this.lastHeard = Date.now();
    const { label } = this.options.settings;
    const error = `The mail server stopped answering (nothing for ${Math.round(this.stallMs / 1000)} s)`;
    outageLog.note('inbound mail stalled', `Inbound mail (${label}): ${error}; trying again`);
    await this.noteStatus((repo) => repo.noteUnreachable(label, error));
    imap.close();
  }

  private async run(): Promise<void> {
    let delay = 1000;
    while (!this.stopping) {
      let imapReached = false;
      try {
        await this.session(() => (imapReached = true));
        delay = 1000;
      } catch (error) {
        if (this.stopping) break;
        outageLog.note(`inbound mail ${failureKind(error)}`, `Inbound mail (${this.options.settings.label}): ${reason(error)}; trying again`);
        // Only a mailbox that does not answer is the mailbox's trouble; a database outage is shown elsewhere.
        if (!imapReached && !(error instanceof DatabaseTrouble)) await this.noteStatus((repo) => repo.noteUnreachable(this.options.settings.label, reason(error)));
        if (imapReached) delay = 1000;
        await this.sleep(delay);
        delay = Math.min(delay * 2, this.options.maxBackoffMs ?? 60_000);
      } finally {
        await this.closeSession();
      }
    }
  }

  /** One connection's life: take the lock, open the mailbox, read what is new, wait, again. */
  private async session(reached: () => void): Promise<void> {
    if (!(await this.takeLock())) {
      // Another process reads the mailbox; look again later in case it stops.
      await this.sleep(this.pollMs);
      return;
    }
    const { settings } = this.options;
    this.lastHeard = Date.now();
    const imap = new ImapFlow({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: { user: settings.user, pass: settings.pass },
      logger: false,
      connectionTimeout: 30_000,
      greetingTimeout: 16_000,
      // A quiet socket is probed (NOOP) after this; the watchdog (checkStall) bounds the rest.
      socketTimeout: this.stallMs,
      maxIdleTime: this.pollMs,
    });
    this.imap = imap;
    // An 'error' event without a listener would end the process; the session ends on 'close' instead.
    imap.on('error', () => {});
    imap.on('close', () => this.wake?.());
    imap.on('exists', () => {
      this.announced = true;
      this.wake?.();
    });
    // Closed by the watchdog while connecting: the attempt ends here, whatever imapflow does with its promise.
    const closed = new Promise<never>((_, reject) => imap.once('close', () => reject(new Error('The IMAP server closed the connection'))));
    const connecting = imap.connect();
    closed.catch(() => {});
    connecting.catch(() => {});
    await Promise.race([connecting, closed]);
    const mailbox = await Promise.race([imap.mailboxOpen(settings.path), closed]);
    reached();
    const validity = String(mailbox.uidValidity);
    if (this.unmatched.validity !== validity) this.unmatched = { validity, uids: new Set() };
    while (!this.stopping) {
      await this.checkLock();
      this.announced = false;
      await this.readNew(imap);
      await this.noteStatus((repo) => repo.noteReachable(settings.label), true);
      this.lastHeard = Date.now();
      await this.waitForMail();
      if (!imap.usable && !this.stopping) throw new Error('The IMAP server closed the connection');
    }
  }

  /** Every unseen message not yet judged: headers first, and only a matched one is downloaded. */
  private async readNew(imap: ImapFlow): Promise<void> {
    const unseen = (await imap.search({ seen: false }, { uid: true })) || [];
    const waiting = unseen.filter((uid) => !this.unmatched.uids.has(uid));
    if (waiting.length === 0) return;
    // A batch at a time keeps the FETCH command short on a mailbox full of unread mail; the rest comes at once after.
    const fresh = waiting.slice(0, BATCH);
    if (waiting.length > BATCH) this.announced = true;
    const candidates: Candidate[] = [];
    // Collected first: no other command may run on the connection while a FETCH streams.
    for await (const message of imap.fetch(fresh.join(','), { uid: true, envelope: true, headers: ['references', 'in-reply-to'] }, { uid: true })) {
      candidates.push({ uid: message.uid, envelope: message.envelope ?? {}, headers: message.headers?.toString('utf8') ?? '' });
    }
    for (const candidate of candidates) {
      if (this.stopping) throw new Stopped();
      const outcome = await handleMessage(imap, this.options.orm, candidate, this.options.matchers, () => (this.lastHeard = Date.now()), this.options.unclaimed);
      if (outcome === 'unmatched') this.unmatched.uids.add(candidate.uid);
      // A mailbox full of mail is slow to read, not stalled.
      this.lastHeard = Date.now();
    }
  }

  private waitForMail(): Promise<void> {
    if (this.announced) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Session-level advisory lock on a connection of its own, released by PostgreSQL if this process dies. */
  private async takeLock(): Promise<boolean> {
    const lock = new pg.Client({ connectionString: this.options.databaseUrl, connectionTimeoutMillis: 5000, application_name: 'safari-inbound-mail' });
    lock.on('error', () => this.wake?.());
    this.lock = lock;
    try {
      await lock.connect();
      const { rows } = await lock.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [INBOUND_LOCK_KEY]);
      return rows[0]?.locked === true;
    } catch (error) {
      throw new DatabaseTrouble(error);
    }
  }

  /** The lock is only as good as its connection: a lost one means another process may read now. */
  private async checkLock(): Promise<void> {
    try {
      await this.lock!.query('select 1');
    } catch (error) {
      throw new DatabaseTrouble(error);
    }
  }

  private async noteStatus(write: (repo: InboundMailRepository) => Promise<void>, mustSucceed = false): Promise<void> {
    try {
      await write(createServices(this.options.orm.em.fork()).inboundMail);
    } catch (error) {
      if (mustSucceed) throw new DatabaseTrouble(error);
    }
  }

  private async closeSession(): Promise<void> {
    const imap = this.imap;
    const lock = this.lock;
    this.imap = undefined;
    this.lock = undefined;
    if (imap) {
      if (imap.usable) await Promise.race([imap.logout().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000))]);
      imap.close();
    }
    // Ending the connection releases the advisory lock.
    await lock?.end().catch(() => {});
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Stops reading: the message being stored is finished (within `timeoutMs`), the mailbox logged out of. */
  async stop(timeoutMs = 5000): Promise<void> {
    this.stopping = true;
    clearInterval(this.watchdog);
    this.wake?.();
    await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    await this.closeSession();
  }
}

/** A failure of PostgreSQL (or the lock's connection), as opposed to the mailbox's. */
class DatabaseTrouble extends Error {
  constructor(cause: unknown) {
    super(firstLine(cause), { cause });
    this.name = 'DatabaseTrouble';
    const code = (cause as { code?: unknown })?.code;
    if (typeof code === 'string') Object.assign(this, { code });
  }
}
