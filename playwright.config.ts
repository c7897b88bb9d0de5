import { defineConfig } from '@playwright/test';
import { E2E_PORT, e2eServerEnv } from './tests/utils/e2e-server';

// End-to-end tests run against a production build, in the system's Chromium (Playwright's own
// browser download cannot work on these machines).
const PORT = E2E_PORT;
// The admin of tests/e2e/admin.spec.ts: a fresh address per run, made admin by the server through
// ADMIN_EMAILS (set here in the runner, so the test workers inherit the same value).
process.env.E2E_ADMIN_EMAIL ??= `e2e-admin-${Date.now().toString(36)}@example.com`;
// The admin of tests/e2e/class-conflicts.spec.ts, its own: that spec may run beside admin.spec.ts.
process.env.E2E_CLASSES_ADMIN_EMAIL ??= `e2e-classes-admin-${Date.now().toString(36)}@example.com`;
const ADMIN_EMAILS = [process.env.ADMIN_EMAILS, process.env.E2E_ADMIN_EMAIL, process.env.E2E_CLASSES_ADMIN_EMAIL].filter(Boolean).join(',');
// The wait between two codes to one address (60 s by default): tests/e2e/account.spec.ts sits it out
// once; a quarter of it shows the same refusal and countdown. Set here, the servers and workers agree.
process.env.OTP_RESEND_COOLDOWN_SECONDS ??= '15';
// Every test's browser sends from 127.0.0.1, many at once: the per-address request bucket (tested in
// tests/api/flood.test.ts) would count them as one visitor's flood.
process.env.RATE_LIMIT_REQUESTS ??= 'off';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  // Two at once: most of a test's time is waiting on the server and the browser, and the specs share no
  // account or row (each signs up its own users), so two cores keep both busy.
  workers: 2,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/features`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: e2eServerEnv(ADMIN_EMAILS),
  },
});
