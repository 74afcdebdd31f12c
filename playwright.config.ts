import { defineConfig, devices } from '@playwright/test';
import { APP_PORT, SINK_HTTP_PORT, SINK_SMTP_PORT } from './e2e/support/sink-ports';

// E2E_PORT and E2E_STATIC_DIR let several checkouts' suites run side by side on one machine.
const PORT = APP_PORT;
const BASE_URL = `http://localhost:${PORT}`;
const CI = Boolean(process.env.CI);

/** Debian's Chromium: Playwright cannot download its own browsers on these machines. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores: more workers only make each test slower.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: 'Asia/Kuwait',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      dependencies: ['setup'],
      testIgnore: /(kitchen|two-factor|settings-[\w-]+)\.spec\.ts/,
    },
    {
      // The kitchen's alarm and badge count every unacknowledged order of the merchant, so its
      // journey runs alone, after the specs that place orders (alone: `--project kitchen --no-deps`).
      name: 'kitchen',
      testMatch: /kitchen\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      dependencies: ['chromium'],
      fullyParallel: false,
    },
    {
      // A merchant-wide setting (a pause, a theme, the logo) changes every customer page at once,
      // so the specs that change one run after the others, one file at a time, each putting back
      // what it changed (alone: `--project settings --no-deps`).
      name: 'settings',
      testMatch: /settings-[\w-]+\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      dependencies: ['kitchen'],
      fullyParallel: false,
      workers: 1,
    },
    {
      // While its owner requires two-factor sign-in, the demo admin (an owner without it) reaches
      // nothing: it runs last, alone (alone: `--project two-factor --no-deps`).
      name: 'two-factor',
      testMatch: /two-factor\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      dependencies: ['settings'],
      fullyParallel: false,
    },
  ],
  webServer: [
    {
      // The SMTP server and HTTP receiver the app talks to (e2e/support/sinks.ts), started first.
      command: 'node --import tsx e2e/support/sinks.ts',
      url: `http://127.0.0.1:${SINK_HTTP_PORT}/health`,
      reuseExistingServer: !CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A fresh database on every run, seeded with the published demo accounts (DEMO_CREDENTIALS).
      command: `rm -rf e2e/.data-${PORT} && node dist-server/main.js`,
      url: `${BASE_URL}/api/v1/health`,
      env: {
        PORT: String(PORT),
        DATA_DIR: `e2e/.data-${PORT}`,
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
        // The specs sign in with the README's demo accounts (fixtures.ts).
        DEMO_CREDENTIALS: '1',
        PUBLIC_URL: BASE_URL,
        LOG_LEVEL: 'warn',
        // Every spec's browser starts from the one saved admin login (ADMIN_STATE): as separate
        // devices they would each refresh the same refresh token once access expires, which the
        // server rightly treats as token theft. The suite outlives the default 5 minutes.
        ACCESS_TOKEN_TTL_S: '7200',
        // Email really leaves through SMTP, to the sink; webhook endpoints and SMS providers
        // the specs configure point at the sink's receiver on 127.0.0.1.
        SMTP_URL: `smtp://127.0.0.1:${SINK_SMTP_PORT}`,
        OUTBOUND_ALLOW_LOCAL: '1',
        // The provider specs' customer closes the tab at the bank: reconciliation must ask the
        // local fake within seconds, not the production minute (only provider attempts are asked).
        RECONCILE_AFTER_MS: '1500',
        RECONCILE_POLL_MS: '500',
      },
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
