import { hostname, networkInterfaces } from 'node:os';
import type { Request } from 'express';

/**
 * The origin canonical links, `og:url`, JSON-LD, robots.txt and the sitemap name. Those responses are
 * cached and shared by every visitor, so in production the origin is one per process, never the
 * request's own (decision 053).
 */
export type PublicOrigin = (req: Request) => string;

/** What the origin is chosen from: SITE_URL, else (production) the first request, checked. */
export interface PublicOriginOptions {
  siteUrl: string | undefined;
  /** `npm run dev`: nothing is cached, so each request may name its own origin. */
  dev: boolean;
  /** The one line said when the first request named a host this server does not listen for. */
  warn?: (line: string) => void;
}

export function publicOrigin(options: PublicOriginOptions): PublicOrigin {
  const { siteUrl } = options;
  if (siteUrl) return () => siteUrl;
  if (options.dev) return (req) => `${req.protocol}://${req.get('host')}`;
  const warn = options.warn ?? ((line: string) => console.warn(line));
  let chosen: string | undefined;
  return (req) => {
    if (chosen) return chosen;
    const port = req.socket.localPort ?? 0;
    const choice = chooseOrigin({ host: req.headers.host, protocol: req.protocol, port }, listenedHostNames());
    if (!choice.accepted) {
      warn(
        `Warning: SITE_URL is not set and the first request named the host ${quoted(req.headers.host)}, which this server does not listen for; ` +
          `canonical links, robots.txt and the sitemap use ${choice.origin}. Set SITE_URL to the public origin.`,
      );
    }
    chosen = choice.origin;
    return chosen;
  };
}

/**
 * The names this machine answers to, lower case, IPv6 in brackets: loopback, its host name and every
 * interface address. A Host header naming anything else came from someone who chose it.
 */
export function listenedHostNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      // A link-local IPv6 address carries its zone (fe80::1%eth0), which a Host header cannot.
      if (family === 'IPv6' && !address.includes('%')) names.add(`[${address.toLowerCase()}]`);
      if (family === 'IPv4') names.add(address);
    }
  }
  return names;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;
const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443 };

/**
 * The origin a request names when its Host is one of `names` on the port it reached (a missing port
 * being the protocol's default); otherwise `http://localhost:<port>`. The origin is rebuilt from the
 * parsed name and port, never copied from the header.
 */
export function chooseOrigin(
  request: { host: string | undefined; protocol: string; port: number },
  names: ReadonlySet<string>,
): { origin: string; accepted: boolean } {
  const fallback = { origin: `http://localhost:${request.port}`, accepted: false };
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const match = HOST.exec(request.host?.toLowerCase() ?? '');
  if (!match) return fallback;
  const [, name, portText] = match;
  const port = portText === undefined ? DEFAULT_PORTS[protocol] : Number(portText);
  if (!names.has(name!) || port !== request.port) return fallback;
  return { origin: portText === undefined ? `${protocol}://${name}` : `${protocol}://${name}:${port}`, accepted: true };
}

/** A header quoted for a log line: bounded, and with no line breaks of its own. */
function quoted(value: string | undefined): string {
  return value === undefined ? '(none)' : JSON.stringify(value.slice(0, 100));
}
