// The environment of the production servers the browser tests run against (playwright.config's server,
// and the second instance of tests/e2e/instances.spec.ts), so both instances are configured alike.
// The browser tests make many accounts, sign-ins and feedback from one address, run after run on the
// same database; the limits themselves are tested elsewhere.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The secret schedulers send to /api/maintenance/run. */
export const E2E_CRON_SECRET = process.env.CRON_SECRET ?? 'e2e-cron-secret-0123456789abcdef';

export function e2eServerEnv(adminEmails: string): NodeJS.ProcessEnv & Record<string, string> {
  return {
    RATE_LIMIT_REGISTER: '100/3600',
    RATE_LIMIT_FEEDBACK: '100/3600',
    RATE_LIMIT_LOGIN_IP: '1000/900',
    RATE_LIMIT_DIFF: '300/60',
    ...(process.env as NodeJS.ProcessEnv & Record<string, string>),
    CRON_SECRET: E2E_CRON_SECRET,
    NEXT_TELEMETRY_DISABLED: '1',
    ADMIN_EMAILS: adminEmails,
  };
}
