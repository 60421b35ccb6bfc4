import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'pg-boss';
import { isDatabaseUnavailable } from '#database/errors.ts';
import type { Orm } from '#database/orm.ts';
import { CompanySettingsRepository } from '#database/repositories/company-settings.repo.ts';
import { MailRepository } from '#database/repositories/mail.repo.ts';
import type { SiteContact } from '../env.ts';
import type { MailInquiry, MailRecord } from '#database/dto.ts';
import { operatorAlert, staffReply, travellerAcknowledgement, type ComposedMail } from './compose.ts';
import type { MailSettings } from './mail-env.ts';
import { markPossibleSpam } from './possible-spam.ts';
import { MailQueue, transactionDb, type MailJob, type MailQueueOptions } from './queue.ts';
import { threadFor } from './threading.ts';
import { createTransport, type MailTransport } from './transport.ts';
import { StaffMailRepository, type StaffMailInput } from '#database/repositories/staff-mail.repo.ts';
import { sendStaffMail, staffMailGivenUp } from './staff-mail.ts';
import { composeProposalMail, PROPOSAL_TEMPLATES } from './proposal-mail.ts';
import { createServices } from '../services.ts';
import { answerPasswordLinkRequest, ensurePasswordLinkQueue, PASSWORD_LINK_QUEUE, type PasswordLinkJob } from './password-links.ts';
import { ensureReminderQueue, planReminders, REMINDER_QUEUE, runReminder, type ReminderJob } from '../proposals/reminders.ts';
import { REVIEW_REQUEST_QUEUE, runReviewRequests, scheduleReviewRequests } from '../reviews/review-requests.ts';
import { composeReviewMail, REVIEW_TEMPLATES } from '../reviews/review-mail.ts';
import { todayIn } from '#database/schemas/fields.ts';

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

/** Enqueues the mails that enquiries and staff cause, and (when working) sends them. */
export class Mailer {
  readonly settings: MailSettings;
  readonly transport: MailTransport;
  private readonly queue: MailQueue;
  private readonly orm: Orm;
  private readonly site: SiteContact;
  private readonly pollingIntervalSeconds: number;
  /** Message-IDs are ours (`<mail-id@domain>`), in the sender's domain as RFC 5322 suggests. */
  private readonly domain: string;

  private constructor(queue: MailQueue, options: MailerOptions) {
    this.queue = queue;
    this.orm = options.orm;
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
    await ensureReminderQueue(queue.boss);
    await ensurePasswordLinkQueue(queue.boss);
    await scheduleReviewRequests(queue.boss);
    const mailer = new Mailer(queue, options);
    if (options.work) await mailer.startWorking();
    return mailer;
  }

  /** Starts sending queued mail from this process (the server does so only once it listens). */
  async startWorking(): Promise<void> {
    if (this.queue.isWorking) return;
    await this.queue.work({ send: (job) => this.send(job), deadLettered: (job) => this.giveUp(job) });
    const polling = { pollingIntervalSeconds: this.pollingIntervalSeconds };
    await this.queue.boss.work<ReminderJob>(REMINDER_QUEUE, polling, async ([job]) => {
      await runReminder(this.orm, job!, (em, inquiryId, template, mail) => this.queueMail(em, inquiryId, template, mail));
    });
    await this.queue.boss.work(REVIEW_REQUEST_QUEUE, polling, async () => {
      await runReviewRequests(this.orm, (em, inquiryId, template, mail) => this.queueMail(em, inquiryId, template, mail), todayIn(this.site.timeZone));
    });
    await this.queue.boss.work<PasswordLinkJob>(PASSWORD_LINK_QUEUE, polling, async ([job]) => {
      await answerPasswordLinkRequest(createServices(this.orm.em.fork()), this, job!.data);
    });
  }

  /**
   * "Forgot password?" as a job (decision 137): the request only adds it, the same insert for any
   * address, so neither its answer nor the requests after it show whether the address has an account.
   */
  async requestPasswordLink(em: EntityManager, email: string): Promise<void> {
    await this.queue.boss.send(PASSWORD_LINK_QUEUE, { email } satisfies PasswordLinkJob, { db: transactionDb(em) });
  }

  /** A proposal or booking mail (decision 100), staged on `em`'s transaction; composed when it is sent. */
  async queueMail(em: EntityManager, inquiryId: string, template: MailRecord['template'], mail: { to: string; subject: string; body?: string }): Promise<MailRecord> {
    const record = new MailRepository(em).queue(inquiryId, { template, recipient: mail.to, subject: mail.subject, body: mail.body });
    await this.queue.enqueue(em, { mailId: record.id });
    return record;
  }

  /** Plans (or re-plans) a booking's balance reminders on `em`'s transaction. */
  planReminders(em: EntityManager, booking: { id: string; balanceDueOn: string | null; status?: string }, today: string): Promise<number> {
    return planReminders(this.queue.boss, em, booking, today, this.site.timeZone);
  }

  get working(): boolean {
    return this.queue.isWorking;
  }

  /**
   * The operator's alert and the traveller's acknowledgement, staged on `em`'s transaction with their
   * jobs: both exist if and only if the enquiry was committed.
   */
  async inquiryReceived(em: EntityManager, inquiry: MailInquiry): Promise<MailRecord[]> {
    return [
      await this.stage(em, inquiry.id, 'operator-alert', await this.compose(em, 'operator-alert', inquiry)),
      await this.stage(em, inquiry.id, 'acknowledgement', await this.compose(em, 'acknowledgement', inquiry)),
    ];
  }

  /** Staff's reply to the traveller, staged on `em`'s transaction. */
  async reply(em: EntityManager, inquiry: MailInquiry, reply: { subject: string; body: string }, author: string | null): Promise<MailRecord> {
    return this.stage(em, inquiry.id, 'reply', await this.compose(em, 'reply', inquiry, reply), { body: reply.body, author });
  }

  /** A mail to a member of staff (server/mail/staff-mail.ts, decision 122), staged on `em`'s transaction. */
  async toStaff(em: EntityManager, mail: StaffMailInput): Promise<string> {
    const id = new StaffMailRepository(em).queue(mail);
    await this.queue.enqueue(em, { mailId: id, kind: 'staff' });
    return id;
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

  private async stage(
    em: EntityManager,
    inquiryId: string,
    template: MailRecord['template'],
    mail: ComposedMail,
    reply: { body?: string; author?: string | null } = {},
  ) {
    const record = new MailRepository(em).queue(inquiryId, { template, recipient: mail.to, subject: mail.subject, ...reply });
    await this.queue.enqueue(em, { mailId: record.id });
    return record;
  }

  /**
   * A mail's words, from the enquiry as it is now (and, for a reply, staff's subject and text); the
   * acknowledgement's contact lines from the company's details as Settings holds them when it is sent.
   */
  private async compose(em: EntityManager, template: MailRecord['template'], inquiry: MailInquiry, reply = { subject: '', body: '' }): Promise<ComposedMail> {
    if (template === 'reply') return staffReply(inquiry, reply, this.settings);
    if (template === 'operator-alert') return markPossibleSpam(operatorAlert(inquiry, { ...this.settings, timeZone: this.site.timeZone }), inquiry);
    const company = await new CompanySettingsRepository(em).get();
    return travellerAcknowledgement(inquiry, { ...this.settings, site: company });
  }

  /**
   * One attempt, in three steps that never hold a transaction across the SMTP exchange (decision 037):
   * claim the mail (committed at once), send, record the outcome. A throw hands the job back to
   * pg-boss, which retries it with backoff.
   */
  private async send(job: Job<MailJob>): Promise<void> {
    const { mailId } = job.data;
    if (job.data.kind === 'staff') return sendStaffMail(this.staffSender(), mailId, CLAIM_EXPIRES_SECONDS);
    const claim = await new MailRepository(this.orm.em.fork()).claim(mailId, CLAIM_EXPIRES_SECONDS);
    if (claim === null || claim === 'sent') return;
    // Another worker is sending it right now; this job comes back later and finds it sent (or the claim expired).
    if (claim === 'busy') throw new Error('Another worker is sending this mail');
    const { mail, inquiry } = claim;
    let sent: { messageId: string };
    try {
      const composed = PROPOSAL_TEMPLATES.has(mail.template)
        ? await composeProposalMail(this.orm.em.fork(), mail, inquiry, this.settings)
        : REVIEW_TEMPLATES.has(mail.template)
          ? await composeReviewMail(this.orm.em.fork(), mail, { siteUrl: this.settings.siteUrl, replyTo: this.settings.notifyEmail })
          : await this.compose(this.orm.em.fork(), mail.template, inquiry, { subject: mail.subject, body: mail.body ?? '' });
      // Every mail to the enquiry's traveller threads with the conversation, whoever composed it (decision 111).
      const thread = await threadFor(this.orm.em.fork(), mail, this.domain);
      sent = await this.transport.send({
        ...composed,
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

  private staffSender() {
    return { orm: this.orm, transport: this.transport, from: this.settings.from, domain: this.domain, errorText, record: (write: () => Promise<void>) => this.record(write) };
  }

  /** pg-boss moved the job here after its last retry (or after its worker died too often). */
  private async giveUp(job: Job<MailJob>): Promise<void> {
    if (job.data.kind === 'staff') return staffMailGivenUp(this.orm, job.data.mailId);
    await new MailRepository(this.orm.em.fork()).markFailed(job.data.mailId, 'Gave up after the last retry');
  }

  /** Stops working jobs (running sends finish, within `timeoutMs`) and closes the queue's connections. */
  async stop(timeoutMs?: number): Promise<void> {
    await this.queue.stop(timeoutMs);
  }
}
