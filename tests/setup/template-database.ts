import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '#database/orm.ts';
import { ensurePasswordLinkQueue } from '#server/features/accounts/password-links.ts';
import { startJobsBoss, stopJobsBoss } from '#server/jobs/boss.ts';
import { MailQueue } from '#server/mail/queue.ts';
import { ensureReminderQueue } from '#server/features/ledger/booking-reminders.ts';

/** A database's URL on the cluster of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes the database every test database is copied from: the committed migrations applied the production way
 * and pg-boss's schema and queues installed, as a first start leaves them. Migrating took most of each test
 * app's start (decision 148); a copy is a file copy inside PostgreSQL. No rows beyond what a start writes:
 * each app still seeds its own settings, and a production server its first admin.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<string> {
  const name = `template_${randomBytes(6).toString('hex')}`;
  await onCluster(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = databaseUrl(adminUrl, name);
  const orm = await openDatabase(url);
  try {
    const boss = await startJobsBoss(url);
    try {
      await MailQueue.start({ boss });
      await ensureReminderQueue(boss);
      await ensurePasswordLinkQueue(boss);
    } finally {
      await stopJobsBoss(boss, 5_000);
    }
  } finally {
    await orm.close();
  }
  // A copy fails while anyone is connected to the template: wait for the closed pools' sessions to end.
  await onCluster(adminUrl, async (admin) => {
    for (let tries = 0; ; tries++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      if (tries > 200) throw new Error(`Sessions on the template database ${name} did not end`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Nobody connects to it again; CREATE DATABASE … TEMPLATE refuses to copy while anyone is.
    await admin.query(`alter database ${name} with allow_connections false`);
  });
  return name;
}

/** A new database copied from `template` (createTemplateDatabase's name), or an empty one without it; its name. */
export async function createDatabaseFrom(adminUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onCluster(adminUrl, (admin) => admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
  return name;
}

export async function dropDatabaseNamed(adminUrl: string, name: string): Promise<void> {
  await onCluster(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function onCluster<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
