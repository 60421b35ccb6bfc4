import { StartupError } from '#lib/startup-error.server.ts';

export interface ImapSettings {
  host: string;
  port: number;
  /** imaps://: TLS from the first byte; imap://: plain (STARTTLS when the server offers it). */
  secure: boolean;
  user: string;
  pass: string;
  /** The folder read, INBOX unless the URL names another. */
  path: string;
  /** The address travellers answer to (Reply-To of their mails): IMAP_ADDRESS, else the URL's user name. */
  address: string;
  /** How staff read the mailbox's name: "desk@safari.example on imap.example.com", never the password. */
  label: string;
}

const EXAMPLE = 'imaps://user:password@imap.example.com:993/INBOX';
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** IMAP_URL (and IMAP_ADDRESS) from the environment; undefined when IMAP_URL is unset (no inbound mail). */
export function readImapEnv(source: NodeJS.ProcessEnv): ImapSettings | undefined {
  const raw = source.IMAP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value holds a password: it is never echoed.
    throw new StartupError(`IMAP_URL must be a URL such as ${EXAMPLE}`);
  }
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:') throw new StartupError(`IMAP_URL must start with imaps:// or imap://, got "${url.protocol}//"`);
  if (!url.hostname) throw new StartupError(`IMAP_URL names no server; it must look like ${EXAMPLE}`);
  if (!url.username || !url.password) throw new StartupError(`IMAP_URL must carry the mailbox's user name and password, as in ${EXAMPLE}`);
  const secure = url.protocol === 'imaps:';
  let user: string;
  let pass: string;
  let path: string;
  try {
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
    path = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX';
  } catch {
    throw new StartupError('IMAP_URL has a malformed %-escape in its user name, password or folder');
  }
  const address = source.IMAP_ADDRESS?.trim() || user;
  if (!ADDRESS.test(address)) {
    throw new StartupError(`IMAP_URL's user name is not an e-mail address: set IMAP_ADDRESS to the address of that mailbox (travellers' answers go there)`);
  }
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user,
    pass,
    path,
    address,
    label: `${user} on ${url.hostname}`,
  };
}
