import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job, PgBoss } from 'pg-boss';
import { isDatabaseUnavailable } from '#database/errors.ts';
import { within } from '../lifecycle.ts';
import type { Orm } from '#database/orm.ts';
import type { OutboxInput } from '#database/repositories/mail.repo.ts';
import { createServices } from '../services.ts';
import type { SiteContact } from '../env.ts';
import type { MailRecord } from '#lib/domain/mail/mail.types.ts';
import type { MailSettings } from './mail-env.ts';
import { MailQueue, transactionDb, type MailJob, type MailQueueOptions } from './queue.ts';
import type { MailTemplates } from './render.ts';
import { threadFor } from './threading.ts';
import { createTransport, type MailTransport } from './transport.ts';

/** React Email loads with the first mail sent, not at every start (issue 19's cold start). */
const loadRenderer = () => import('./render.ts');

export interface MailerOptions {
  orm: Orm;
  /** The process's one pg-boss (server/jobs, decision 168), started: the mail queues and the hosted jobs run on it. */
  boss: PgBoss;
  /** `boss` is this Mailer's alone (server/jobs's startMailer: a test's second process), so `stop` closes it. */
  ownsBoss?: boolean;
  dataDir: string;
  settings: MailSettings;
  /** Its time zone dates the operator's alert; the company's contact lines come from Settings. */
  site: SiteContact;
  /** Work jobs in this process (the web process unless MAIL_WORKER=off; always in `npm run worker`). */
  work: boolean;
  /** Tests: a transport of their own, short retries and fast polling. */
  transport?: MailTransport;
  retries?: MailQueueOptions['retries'];
  pollingIntervalSeconds?: number;
  /** The other jobs the Mailer hosts on the process's pg-boss (the features register them): declared at start, worked with the mail. */
  jobs?: readonly HostedJob[];
  /**
   * Every template a mail can name, from the features (server/features/index.ts), loaded with the first mail sent:
   * the templates pull in React Email.
   */
  templates: () => Promise<MailTemplates>;
}

/** A feature's queue, on the process's one pg-boss (decision 168), declared and worked where mail is (decision 164). */
export interface HostedJob {
  queue: string;
  /** What it does, for whoever reads the list of jobs. */
  what: string;
  declare(boss: PgBoss): Promise<void>;
  run(job: Job<any>, context: { orm: Orm; mailer: Mailer }): Promise<unknown>;
}


/**
 * A claim older than this belongs to a worker that died mid-send: an SMTP exchange ends within about
 * a minute (transport.ts's time-outs), and pg-boss gives up on an active job after 120 s.
 */
const CLAIM_EXPIRES_SECONDS = 180;
const RECORD_RETRY_MAX_MS = 32_000;

function errorText(error: unknown): string {
  const smtp = error as { response?: unknown; message?: unknown };
  if (typeof smtp.response === 'string' && smtp.response) return smtp.response;
  return typeof smtp.message === 'string' ? smtp.message : String(error);
}

/** Queues every mail in the one outbox (decision 140), and (when working) sends them. */
export class Mailer {
  readonly settings: MailSettings;
  readonly transport: MailTransport;
  private readonly queue: MailQueue;
  private readonly ownsBoss: boolean;
  private readonly orm: Orm;
  private readonly jobs: readonly HostedJob[];
  private readonly templates: () => Promise<MailTemplates>;
  private readonly site: SiteContact;
  private readonly pollingIntervalSeconds: number;
  /** Message-IDs are ours (`<mail-id@domain>`), in the sender's domain as RFC 5322 suggests. */
  private readonly domain: string;

  private constructor(queue: MailQueue, options: MailerOptions) {
    this.queue = queue;
    this.ownsBoss = options.ownsBoss ?? false;
    this.orm = options.orm;
    this.jobs = options.jobs ?? [];
    this.templates = options.templates;
    this.settings = options.settings;
    this.site = options.site;
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.transport = options.transport ?? createTransport({ smtpUrl: options.settings.smtpUrl, dataDir: options.dataDir });
    this.domain = /@([^>\s]+)>?$/.exec(options.settings.from)?.[1] ?? 'localhost';
  }

  static async start(options: MailerOptions): Promise<Mailer> {
    const queue = await MailQueue.start({
      boss: options.boss,
      retries: options.retries,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    });
    for (const job of options.jobs ?? []) await job.declare(queue.boss);
    const mailer = new Mailer(queue, options);
    if (options.work) await mailer.startWorking();
    return mailer;
  }

  /** Starts sending queued mail from this process (the server does so only once it listens). */
  async startWorking(): Promise<void> {
    if (this.queue.isWorking) return;
    await this.queue.work({ send: (job) => this.send(job), deadLettered: (job) => this.giveUp(job) });
    const polling = { pollingIntervalSeconds: this.pollingIntervalSeconds };
    for (const hosted of this.jobs) await this.queue.boss.work(hosted.queue, polling, async ([job]) => void (await hosted.run(job!, { orm: this.orm, mailer: this })));
  }

  /** The pg-boss the mail queue runs on; the jobs hosted beside it (reminders, password links) plan on it. */
  get boss(): PgBoss {
    return this.queue.boss;
  }

  /**
   * Queues a mail in the outbox (decision 140), staged on `em`'s transaction with its job: it exists if and only
   * if what caused it commits. `data` is everything the template renders from.
   */
  async enqueue(em: EntityManager, mail: OutboxInput): Promise<MailRecord> {
    const record = createServices(em).mail.queue(mail);
    await this.queue.enqueue(em, { mailId: record.id });
    return record;
  }

  /** A mail about an enquiry (decision 100's form, kept for the reminder job): `data` names what it is about. */
  async queueMail(em: EntityManager, inquiryId: string, template: MailRecord['template'], mail: { to: string; subject: string; body?: string; data?: Record<string, unknown> }): Promise<MailRecord> {
    const data = { ...mail.data, ...(mail.body !== undefined ? { body: mail.body } : {}) };
    return this.enqueue(em, { template, recipient: mail.to, subject: mail.subject, data, inquiryId });
  }

  get working(): boolean {
    return this.queue.isWorking;
  }

  /**
   * A mail given up on goes back in the queue; one still being retried is tried now instead of at its
   * next turn (decision 126). False when it is unknown, sent, or not failing.
   */
  async retry(em: EntityManager, mailId: string): Promise<boolean> {
    const mails = createServices(em).mail;
    if (await mails.requeue(mailId)) {
      await this.queue.enqueue(em, { mailId });
      return true;
    }
    const job = await mails.retryingJob(mailId);
    return job !== null && (await this.queue.tryNow(em, job));
  }

  /**
   * One attempt, in three steps that never hold a transaction across the SMTP exchange (decision 037):
   * claim the mail (committed at once), send, record the outcome. A throw hands the job back to
   * pg-boss, which retries it with backoff.
   */
  private async send(job: Job<MailJob>): Promise<void> {
    const { mailId } = job.data;
    const claim = await this.outbox().claim(mailId, CLAIM_EXPIRES_SECONDS);
    if (claim === null || claim === 'done' || claim === 'expired') return;
    // Another worker is sending it right now; this job comes back later and finds it sent (or the claim expired).
    if (claim === 'busy') throw new Error('Another worker is sending this mail');
    const mail = claim;
    let sent: { messageId: string };
    try {
      const [{ renderMail, templateOf }, templates] = await Promise.all([loadRenderer(), this.templates()]);
      const rendered = await renderMail(mail, { em: this.orm.em.fork(), settings: this.settings, timeZone: this.site.timeZone }, templates);
      // Every mail to the enquiry's traveller threads with the conversation, whoever composed it (decision 111);
      // a booking's mail names the booking in its subject, not the enquiry (issue 29).
      const thread = mail.inquiryId
        ? await threadFor(this.orm.em.fork(), { ...mail, inquiryId: mail.inquiryId }, this.domain, { tag: !templateOf(templates, mail).bookingSubject })
        : { subject: mail.subject };
      sent = await this.transport.send({
        ...rendered,
        ...thread,
        to: mail.recipient,
        from: this.settings.from,
        messageId: `<${mail.id}@${this.domain}>`,
      });
    } catch (error) {
      await this.outbox().noteFailure(mailId, errorText(error), job.id);
      throw error;
    }
    await this.record(() => this.outbox().markSent(mail.id, sent.messageId, new Date()));
  }

  /**
   * The mail went out: its record must say so, or a later attempt sends it again. While PostgreSQL is
   * briefly unreachable the record is retried here (1 s, 2 s, 4 s … about a minute in all) rather than
   * failing the job, whose retry would find the claim and wait for it to expire.
   */
  private async record(write: () => Promise<void>): Promise<void> {
    for (let delay = 1000; ; delay *= 2) {
      try {
        return await write();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || delay > RECORD_RETRY_MAX_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** pg-boss moved the job here after its last retry (or after its worker died too often). */
  private async giveUp(job: Job<MailJob>): Promise<void> {
    await this.outbox().markFailed(job.data.mailId, 'Gave up after the last retry');
  }

  /** The outbox on a fresh EntityManager: each step of a send is its own unit of work. */
  private outbox() {
    return createServices(this.orm.em.fork()).mail;
  }

  /**
   * Stops sending from this process: running sends and hosted jobs finish, within `timeoutMs`. A pg-boss of its own
   * closes with them; a shared one is stopped by its owner (server/jobs), with every other queue's work.
   */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (this.ownsBoss) return this.boss.stop({ graceful: true, timeout: timeoutMs });
    await within(timeoutMs, Promise.all([this.queue.stopWorking(), ...this.jobs.map((hosted) => this.boss.offWork(hosted.queue))]));
  }
}
