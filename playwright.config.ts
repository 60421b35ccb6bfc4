import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_ADMIN, E2E_ADMIN_FIRST_PASSWORD } from './tests/e2e/support/admin.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Point the suite at a server you already run (e.g. `npm run dev`) instead of a fresh production one. */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${port}`;
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // As a visitor who turned animations off: the site's transitions end at once (pages/tailwind.css), so no step
    // waits for a dialog or menu to finish moving. A test of motion itself sets `reducedMotion: 'no-preference'`.
    reducedMotion: 'reduce',
    // Recording a trace of every test (to keep the failing ones') costs every test a screenshot per action; on CI
    // a failing test is retried once with its trace recorded, which is what a failure is read from.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium where installed (CI installs it); Playwright's own browser otherwise.
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /admin\.setup\.ts/, use: { browserName: 'chromium' } },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['setup'] },
  ],
  webServer: external
    ? undefined
    : {
        // A production build on a fresh embedded database, seeded with the demo content.
        command: 'rm -rf .data-e2e && npm start',
        url: `${baseURL}/api/health`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        // The server's own shutdown (drain, stop the embedded PostgreSQL) rather than a SIGKILL of its group.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: {
          PORT: String(port),
          DATA_DIR: '.data-e2e',
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN_FIRST_PASSWORD,
          RATE_LIMIT_INQUIRIES: '1000',
          RATE_LIMIT_LOGIN_FAILURES: '1000',
          RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '1000',
          // The e2e server never reaches the ECB: the currency menu's tests give the browser its rates.
          ECB_RATES_URL: 'off',
        },
      },
});
