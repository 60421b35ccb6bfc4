import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort, waitForPort } from './ports.ts';

/** Debian's dovecot-imapd (installed by .ci/run), started by the test itself: no system service is used. */
const DOVECOT = '/usr/sbin/dovecot';

export interface TestImapServer {
  /** imap://user:password@127.0.0.1:port/INBOX, as IMAP_URL takes it. */
  url: string;
  user: string;
  pass: string;
  port: number;
  /** A client of the test's own (APPEND answers, look at flags); logged out by `close`. */
  client(): Promise<ImapFlow>;
  /** Puts a raw message into INBOX, as a traveller's mail program would have it delivered. */
  deliver(raw: string | Buffer): Promise<number>;
  /** The flags of the message with this UID in INBOX. */
  flags(uid: number): Promise<Set<string>>;
  /** Stops Dovecot (connections drop), as a mail server going away would. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same mailbox. */
  start(): Promise<void>;
  /**
   * Freezes every Dovecot process (SIGSTOP): connections stay open and new ones are accepted by the kernel,
   * but nothing answers, as a mail server that hangs would. `resume` lets it carry on.
   */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}


/**
 * A Dovecot of the test's own: a generated configuration in a temporary directory, plain authentication on
 * 127.0.0.1:`port` (4243-4249 are this suite's), one passwd-file user, a maildir beside it, in the
 * foreground (-F) so stopping the child stops the server.
 */
/**
 * Without a port, one the OS has free: test files run side by side, and two Dovecots on one fixed port made each
 * other's logins fail.
 */
export async function startImapServer(fixedPort?: number): Promise<TestImapServer> {
  const port = fixedPort ?? (await freePort());
  const dir = await mkdtemp(join(tmpdir(), 'safari-imap-'));
  const user = 'desk@safari.example';
  const pass = `pw-${port}-${Date.now()}`;
  // Dovecot refuses to read mail as root: as root, the mailbox belongs to nobody.
  const root = process.getuid?.() === 0;
  const uid = root ? 65534 : process.getuid!();
  const gid = root ? 65534 : process.getgid!();
  // mkdtemp makes the directory private; Dovecot's processes (other users) must reach the mailbox in it.
  await chmod(dir, 0o755);
  await mkdir(join(dir, 'home'), { recursive: true });
  if (root) await chown(join(dir, 'home'), uid, gid);
  await writeFile(join(dir, 'passwd'), `${user}:{PLAIN}${pass}\n`);
  const config = join(dir, 'dovecot.conf');
  await writeFile(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${Math.min(uid, 500)}
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
`,
  );

  let child: ChildProcess | undefined;
  const start = async () => {
    // A process group of its own, so stopping it ends every Dovecot process, the sessions of connected clients too.
    child = spawn(DOVECOT, ['-F', '-c', config], { stdio: 'ignore', detached: true });
    const failed = new Promise<never>((_, reject) =>
      child!.once('error', (error) => reject(new Error(`Cannot run ${DOVECOT} (${error.message}): install dovecot-imapd, as .ci/run does`))),
    );
    await Promise.race([waitForPort(port, 'Dovecot'), failed]);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid!, 'SIGTERM');
    await exited;
  };
  await start();

  const clients: ImapFlow[] = [];
  const client = async () => {
    const c = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass }, logger: false });
    c.on('error', () => {});
    await c.connect();
    clients.push(c);
    return c;
  };
  let own: ImapFlow | undefined;
  const ownClient = async () => {
    if (!own?.usable) own = await client();
    return own;
  };

  return {
    url: `imap://${encodeURIComponent(user)}:${pass}@127.0.0.1:${port}/INBOX`,
    user,
    pass,
    port,
    client,
    async deliver(raw) {
      const appended = await (await ownClient()).append('INBOX', raw);
      if (!appended || appended.uid === undefined) throw new Error('APPEND gave no UID');
      return appended.uid;
    },
    async flags(uid) {
      const c = await ownClient();
      const lock = await c.getMailboxLock('INBOX');
      try {
        const message = await c.fetchOne(String(uid), { flags: true }, { uid: true });
        return message ? (message.flags ?? new Set()) : new Set();
      } finally {
        lock.release();
      }
    },
    stop,
    start,
    pause: () => process.kill(-child!.pid!, 'SIGSTOP'),
    resume: () => process.kill(-child!.pid!, 'SIGCONT'),
    async close() {
      if (child?.exitCode === null) process.kill(-child.pid!, 'SIGCONT');
      for (const c of clients) c.close();
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
