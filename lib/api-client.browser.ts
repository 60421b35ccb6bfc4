/**
 * The browser's calls to our API (SPEC §7-8): JSON bodies, cookies included, and any non-ok
 * response thrown as an error whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.bodyText = bodyText;
  }

  /** The server's `{ message, errors }` body, when it sent one. */
  get body(): { message?: string; errors?: Record<string, string> } {
    try {
      return JSON.parse(this.bodyText) as { message?: string; errors?: Record<string, string> };
    } catch {
      return {};
    }
  }

  /** The server's own sentence for a person to read. */
  get userMessage(): string {
    return this.body.message ?? this.message;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T>(method: Method, url: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const json: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...json, ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A GET whose 401 means "not signed in" rather than a failure (SPEC §7's returnNull choice). */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
