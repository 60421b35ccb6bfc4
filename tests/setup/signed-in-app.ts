import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from './test-app.ts';

export interface SignedInApp {
  app: TestApp;
  /** A client signed in as a new admin of `app`. */
  staff: TestClient;
  username: string;
  password: string;
}

/**
 * The set-up most admin test files share: an app of the file's own and a signed-in admin, started
 * before the file's tests and closed after them. The returned object is filled in by `beforeAll`;
 * `assign` copies it into the file's own variables at that moment, so tests keep writing `app` and `staff`.
 */
export function withSignedInApp(assign?: (started: SignedInApp) => void): SignedInApp {
  const started = {} as SignedInApp;
  beforeAll(async () => {
    started.app = await startTestApp();
    const { client, username, password } = await started.app.signedInAdmin();
    Object.assign(started, { staff: client, username, password });
    assign?.(started);
  });
  afterAll(() => started.app?.close());
  return started;
}
