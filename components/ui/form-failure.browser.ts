import { toast } from './notify.ts';
import { ApiError } from '#lib/api-request.browser.ts';

const OFFLINE = 'The server could not be reached. Please check your connection and try again.';
const SIGNED_OUT = 'Your session has ended. Please sign in again.';

/**
 * SPEC §8's short failure title, with the server's own sentence underneath. A 401 on a staff
 * page means the session ended (expired, or signed out elsewhere), so staff sign in again.
 */
export function toastFailure(title: string, failure: unknown) {
  if (failure instanceof ApiError && failure.status === 401 && window.location.pathname.startsWith('/admin')) {
    toast.error(title, { description: SIGNED_OUT });
    window.location.assign('/admin/login');
    return;
  }
  toast.error(title, { description: failure instanceof ApiError ? failure.userMessage : OFFLINE });
}

/** The server's per-field messages (`{ message, errors }`), when it rejected the input. */
export function serverFieldErrors(failure: unknown): Record<string, string> {
  return failure instanceof ApiError && failure.status === 400 ? (failure.body.errors ?? {}) : {};
}
