import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job, PgBoss } from 'pg-boss';
import { isDatabaseUnavailable } from '#database/errors.ts';
import type { Orm } from '#database/orm.ts';
import { MailRepository, type OutboxInput } from '#database/repositories/mail.repo.ts';
import type { SiteContact } from '../env.ts';
import type { MailInquiry, MailRecord } from '#database/dto.ts';
import { inquiryMailContent } from '../features/desk/inquiry-mail.content.ts';
import { proposalMailContent } from '../features/sale/proposal-mail.content.ts';
import { ProposalMailFacts } from '#database/repositories/proposal-mail-facts.ts';
import type { MailSettings } from './mail-env.ts';
import { possibleSpamContent } from '../features/desk/possible-spam.content.ts';
import { interestLabel } from '#lib/inquiry-labels.ts';
import { MailQueue, transactionDb, type MailJob, type MailQueueOptions } from './queue.ts';
import { threadFor } from './threading.ts';
import { createTransport, type MailTransport } from './transport.ts';
import { PASSWORD_LINK_QUEUE, type PasswordLinkJob } from '../features/accounts/password-links.ts';
import { sendPack } from '../features/pack/trip-pack.ts';

/** React Email loads with the first mail sent, not at every start (issue 19's cold start). */
const loadRenderer = () => import('./render.ts');

export interface MailerOptions {
  orm: Orm;
  databaseUrl: string;
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
  /** The other jobs that run on the Mailer's pg-boss (server/jobs/index.ts lists them): declared at start, worked with the mail. */
  jobs?: readonly HostedJob[];
}

/** A queue that lives on the Mailer's pg-boss, declared and worked where mail is (server/jobs/index.ts). */
export interface HostedJob {
  queue: string;
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
  private readonly orm: Orm;
  private readonly jobs: readonly HostedJob[];
  private readonly site: SiteContact;
  private readonly pollingIntervalSeconds: number;
  /** Message-IDs are ours (`<mail-id@domain>`), in the sender's domain as RFC 5322 suggests. */
  private readonly domain: string;

  private constructor(queue: MailQueue, options: MailerOptions) {
    this.queue = queue;
    this.orm = options.orm;
    this.jobs = options.jobs ?? [];
    this.settings = options.settings;
    this.site = options.site;
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.transport = options.transport ?? createTransport({ smtpUrl: options.settings.smtpUrl, dataDir: options.dataDir });
    this.domain = /@([^>\s]+)>?$/.exec(options.settings.from)?.[1] ?? 'localhost';
  }

  static async start(options: MailerOptions): Promise<Mailer> {
    const queue = await MailQueue.start({
      databaseUrl: options.databaseUrl,
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
   * "Forgot password?" as a job (decision 137): the request only adds it, the same insert for any
   * address, so neither its answer nor the requests after it show whether the address has an account.
   */
  async requestPasswordLink(em: EntityManager, email: string, from: string | null): Promise<void> {
    await this.queue.boss.send(PASSWORD_LINK_QUEUE, { email, from } satisfies PasswordLinkJob, { db: transactionDb(em) });
  }

  /**
   * Queues a mail in the outbox (decision 140), staged on `em`'s transaction with its job: it exists if and only
   * if what caused it commits. `data` is everything the template renders from.
   */
  async enqueue(em: EntityManager, mail: OutboxInput): Promise<MailRecord> {
    const record = new MailRepository(em).queue(mail);
    await this.queue.enqueue(em, { mailId: record.id });
    return record;
  }

  /** A mail about an enquiry (decision 100's form, kept for the reminder job): `data` names what it is about. */
  async queueMail(em: EntityManager, inquiryId: string, template: MailRecord['template'], mail: { to: string; subject: string; body?: string; data?: Record<string, unknown> }): Promise<MailRecord> {
    const data = { ...mail.data, ...(mail.body !== undefined ? { body: mail.body } : {}) };
    return this.enqueue(em, { template, recipient: mail.to, subject: mail.subject, data, inquiryId });
  }

  /**
   * A proposal version's mail. It keeps the version's id (decision 140): however late it is sent, it carries this
   * version's link and PDF, and says which version it replaces (issue 29).
   */
  async proposalSent(em: EntityManager, sent: { proposalId: string; version: number; inquiryId: string; to: string; firstName: string }): Promise<MailRecord> {
    const replacesVersion = await new ProposalMailFacts(em).replacedVersion(sent.proposalId);
    return this.enqueue(em, {
      template: 'proposal',
      recipient: sent.to,
      subject: proposalMailContent.proposal.subject(sent.version),
      data: { proposalId: sent.proposalId, version: sent.version, firstName: sent.firstName, replacesVersion },
      inquiryId: sent.inquiryId,
    });
  }

  /** A mail to a reservation's supplier (issue 30) in the outbox, staged on `em`'s transaction; rendered from the reservation when sent. */
  async toSupplier(em: EntityManager, reservationId: string, template: 'request' | 'reminder' | 'cancellation', mail: { to: string; subject: string }): Promise<string> {
    const record = await this.enqueue(em, { template: `reservation-${template}`, recipient: mail.to, subject: mail.subject, data: { reservationId } });
    return record.id;
  }

  /** `POST /api/admin/bookings/:id/pack`: the pack's link mailed now (again), on `em`'s transaction (issue 30). */
  sendPack(em: EntityManager, bookingId: string) {
    return sendPack(em, bookingId, (tx, inquiryId, template, mail) => this.queueMail(tx, inquiryId, template, mail), true);
  }

  get working(): boolean {
    return this.queue.isWorking;
  }

  /**
   * The operator's alert and the traveller's acknowledgement, staged on `em`'s transaction with their
   * jobs: both exist if and only if the enquiry was committed. Each keeps the enquiry as it was received.
   */
  async inquiryReceived(em: EntityManager, inquiry: MailInquiry): Promise<MailRecord[]> {
    const name = `${inquiry.firstName} ${inquiry.lastName}`;
    // An enquiry from a trip page names that trip; one only marked possible spam says so first (decision 125).
    // The trip is the interest (issue 29): its name, else SPEC's label, never one invented.
    const what = inquiryMailContent.operator.subject(name, interestLabel({ ...inquiry, tripName: inquiry.package?.name ?? inquiry.tripName }) ?? inquiryMailContent.notGiven);
    const alertSubject = inquiry.spamFlag === 'possible' ? possibleSpamContent.subject(what) : what;
    return [
      await this.enqueue(em, { template: 'operator-alert', recipient: this.settings.notifyEmail, subject: alertSubject, data: { inquiry }, inquiryId: inquiry.id }),
      await this.enqueue(em, { template: 'acknowledgement', recipient: inquiry.email, subject: inquiryMailContent.traveller.subject, data: { inquiry }, inquiryId: inquiry.id }),
    ];
  }

  /** Staff's reply to the traveller, staged on `em`'s transaction. */
  async reply(em: EntityManager, inquiry: MailInquiry, reply: { subject: string; body: string }, author: string | null): Promise<MailRecord> {
    return this.enqueue(em, { template: 'reply', recipient: inquiry.email, subject: reply.subject, data: { body: reply.body }, inquiryId: inquiry.id, author });
  }

  /** A password link to a member of staff, staged on `em`'s transaction; not sent after `expiresAt`. */
  async toStaff(em: EntityManager, mail: { adminId: string; email: string; subject: string; data: Record<string, unknown>; expiresAt: Date }): Promise<string> {
    const record = await this.enqueue(em, { template: 'password-reset', recipient: mail.email, subject: mail.subject, data: mail.data, adminId: mail.adminId, expiresAt: mail.expiresAt });
    return record.id;
  }

  /**
   * A mail given up on goes back in the queue; one still being retried is tried now instead of at its
   * next turn (decision 126). False when it is unknown, sent, or not failing.
   */
  async retry(em: EntityManager, mailId: string): Promise<boolean> {
    const mails = new MailRepository(em);
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
    const claim = await new MailRepository(this.orm.em.fork()).claim(mailId, CLAIM_EXPIRES_SECONDS);
    if (claim === null || claim === 'done' || claim === 'expired') return;
    // Another worker is sending it right now; this job comes back later and finds it sent (or the claim expired).
    if (claim === 'busy') throw new Error('Another worker is sending this mail');
    const mail = claim;
    let sent: { messageId: string };
    try {
      const { renderMail, BOOKING_TEMPLATES } = await loadRenderer();
      const rendered = await renderMail(mail, { em: this.orm.em.fork(), settings: this.settings, timeZone: this.site.timeZone });
      // Every mail to the enquiry's traveller threads with the conversation, whoever composed it (decision 111).
      const thread = mail.inquiryId
        ? await threadFor(this.orm.em.fork(), { ...mail, inquiryId: mail.inquiryId }, this.domain, { tag: !BOOKING_TEMPLATES.has(mail.template) })
        : { subject: mail.subject };
      sent = await this.transport.send({
        ...rendered,
        ...thread,
        to: mail.recipient,
        from: this.settings.from,
        messageId: `<${mail.id}@${this.domain}>`,
      });
    } catch (error) {
      await new MailRepository(this.orm.em.fork()).noteFailure(mailId, errorText(error), job.id);
      throw error;
    }
    await this.record(() => new MailRepository(this.orm.em.fork()).markSent(mail.id, sent.messageId, new Date()));
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
    await new MailRepository(this.orm.em.fork()).markFailed(job.data.mailId, 'Gave up after the last retry');
  }

  /** Stops working jobs (running sends finish, within `timeoutMs`) and closes the queue's connections. */
  async stop(timeoutMs?: number): Promise<void> {
    await this.queue.stop(timeoutMs);
  }
}
