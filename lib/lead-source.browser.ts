import { withoutTokens } from './domain/links/private-paths.ts';

/**
 * Where a traveller came from, captured on the first page view of their visit and sent with an
 * enquiry. Kept in sessionStorage (one tab, one visit, no cookie) and bounded in length, since the
 * landing URL and the referrer come from outside.
 */
export interface LeadSource {
  landingPage?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

const KEY = 'leadSource';
const MAX_URL = 500;
const MAX_UTM = 100;

const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : undefined);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only the origin and path of the referring page: its query may carry someone's personal data. */
function referrerOf(raw: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return withoutTokens(url.origin + url.pathname);
  } catch {
    return undefined;
  }
}

/** Runs on every page's hydration; only the first page view of the visit is kept. */
export function captureLeadSource(): void {
  const store = storage();
  if (!store || store.getItem(KEY) !== null) return;
  const params = new URLSearchParams(window.location.search);
  const source: LeadSource = {
    // A traveller who opens their proposal first lands on its secret link: only its pattern is kept.
    landingPage: cut(withoutTokens(window.location.pathname + window.location.search), MAX_URL),
    referrer: cut(referrerOf(document.referrer), MAX_URL),
    utmSource: cut(params.get('utm_source'), MAX_UTM),
    utmMedium: cut(params.get('utm_medium'), MAX_UTM),
    utmCampaign: cut(params.get('utm_campaign'), MAX_UTM),
  };
  try {
    store.setItem(KEY, JSON.stringify(source));
  } catch {
    // A full or blocked storage only loses the lead source.
  }
}

export function readLeadSource(): LeadSource {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const picked: LeadSource = {};
    for (const key of ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) picked[key] = value.slice(0, key.startsWith('utm') ? MAX_UTM : MAX_URL);
    }
    return picked;
  } catch {
    return {};
  }
}
