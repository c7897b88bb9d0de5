// Accounts for the browser tests: the server writes mail to $DATA_DIR/outbox (playwright.config passes
// this environment to it), so a test reads the verification code there, as a user reads their inbox.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const OUTBOX = path.resolve(process.env.DATA_DIR ?? '.data', 'outbox');
export const PASSWORD = 'E2e!passw0rd';

/** The code of the latest verification e-mail sent to `email`. */
export async function codeFor(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(OUTBOX)) return undefined;
        const files = fs.readdirSync(OUTBOX).filter((f) => f.includes(`-${email}-`) && f.endsWith('.eml')).sort();
        const last = files.at(-1);
        code = last ? /verification code is: (\d{6})/.exec(fs.readFileSync(path.join(OUTBOX, last), 'utf8'))?.[1] : undefined;
        return code;
      },
      { message: `a verification e-mail to ${email} in ${OUTBOX}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * The code of the newest password reset (or, with 'invitation', invitation) e-mail to `email` written at
 * or after `since` (ms since epoch), so a test gets the code it just asked for, not an older one.
 */
export async function resetCodeFor(email: string, since = 0, kind: 'password reset' | 'invitation' = 'password reset'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(OUTBOX)) return undefined;
        const files = fs
          .readdirSync(OUTBOX)
          .filter((f) => f.includes(`-${email}-`) && f.endsWith('.eml'))
          .filter((f) => fs.statSync(path.join(OUTBOX, f)).mtimeMs >= since - 1000)
          .sort()
          .reverse();
        code = undefined;
        for (const f of files) {
          code = new RegExp(`${kind} code is: (\\d{6})`).exec(fs.readFileSync(path.join(OUTBOX, f), 'utf8'))?.[1];
          if (code) break;
        }
        return code;
      },
      { message: `a ${kind} e-mail to ${email} in ${OUTBOX}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Registers `email` on `page`, types the mailed code and waits for the dashboard. */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  const code = await codeFor(email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/** Signs `email` in on `page` (an account signUp made earlier) and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}
