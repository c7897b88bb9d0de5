// Account configuration and mail transport: env parsing, the outbox, and Resend created lazily.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const constructed: string[] = [];
const sent: unknown[] = [];
vi.mock('resend', () => ({
  Resend: class {
    emails = {
      send: async (payload: unknown) => {
        sent.push(payload);
        return { data: { id: 'msg_1' }, error: null };
      },
    };
    constructor(key: string) {
      constructed.push(key);
    }
  },
}));

const saved = { ...process.env };
beforeEach(() => {
  vi.resetModules();
  constructed.length = 0;
  sent.length = 0;
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-mail-'));
  for (const k of ['RESEND_API_KEY', 'MAIL_FROM', 'RATE_LIMIT_LOGIN', 'ADMIN_EMAILS', 'AUTH_SECRET', 'NEXTAUTH_SECRET']) delete process.env[k];
});
afterEach(() => {
  process.env = { ...saved };
});

const message = { to: 'ada@example.com', subject: 'Your Gostarter verification code', text: 'code 123456', html: '<p>code 123456</p>' };

describe('configuration', () => {
  it('parses rate limits, admin e-mails and their defaults', async () => {
    process.env.RATE_LIMIT_LOGIN = 'off';
    process.env.ADMIN_EMAILS = ' Boss@Example.com, ,ops@example.com ';
    const { getConfig } = await import('@/lib/config');
    const c = getConfig();
    expect(c.RATE_LIMIT_LOGIN).toBeNull();
    expect(c.RATE_LIMIT_REGISTER).toEqual({ max: 10, windowSeconds: 3600 });
    expect([...c.ADMIN_EMAILS]).toEqual(['boss@example.com', 'ops@example.com']);
    expect(c.PASSWORD_HASH_COST).toBe(10);
    expect(c.AUTH_TOKEN_TTL_HOURS).toBe(168);
    expect(c.OTP_RESEND_COOLDOWN_SECONDS).toBe(60);
  });

  it('refuses bad values with a message naming the variable', async () => {
    process.env.RATE_LIMIT_LOGIN = 'ten per minute';
    const { getConfig } = await import('@/lib/config');
    expect(() => getConfig()).toThrow(/RATE_LIMIT_LOGIN/);
  });

  it('refuses a bcrypt cost under 10 and a Resend key without a sender', async () => {
    process.env.PASSWORD_HASH_COST = '8';
    const first = await import('@/lib/config');
    expect(() => first.getConfig()).toThrow(/PASSWORD_HASH_COST/);
    vi.resetModules();
    delete process.env.PASSWORD_HASH_COST;
    process.env.RESEND_API_KEY = 're_test';
    const second = await import('@/lib/config');
    expect(() => second.getConfig()).toThrow(/MAIL_FROM/);
  });
});

describe('sendMail', () => {
  it('writes one .eml per message to DATA_DIR/outbox without a Resend key', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { sendMail } = await import('@/lib/mail');
    const res = await sendMail(message);
    expect(res.transport).toBe('outbox');
    const dir = path.join(process.env.DATA_DIR!, 'outbox');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ada@example\.com.*\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toContain('To: ada@example.com\r\n');
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('code 123456');
    expect(log).toHaveBeenCalledTimes(1);
    expect(constructed).toHaveLength(0);
  });

  it('sends through Resend with RESEND_API_KEY, creating the client on first use only', async () => {
    process.env.RESEND_API_KEY = 're_test_key';
    process.env.MAIL_FROM = 'Gostarter <no-reply@example.com>';
    const { sendMail } = await import('@/lib/mail');
    expect(constructed).toHaveLength(0);
    const res = await sendMail(message);
    await sendMail(message);
    expect(res).toEqual({ transport: 'resend', id: 'msg_1' });
    expect(constructed).toEqual(['re_test_key']);
    expect(sent[0]).toMatchObject({ from: 'Gostarter <no-reply@example.com>', to: 'ada@example.com', text: message.text, html: message.html });
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'outbox'))).toBe(false);
  });
});

describe('verification e-mail', () => {
  it('carries the code and its validity in the text and the HTML', async () => {
    const { verificationCodeMail } = await import('@/lib/mail/templates');
    const m = verificationCodeMail('ada@example.com', '042917', 10);
    for (const part of [m.text, m.html]) {
      expect(part).toContain('042917');
      expect(part).toContain('10 minutes');
    }
  });
});

describe('.env.example', () => {
  it('documents every variable the app reads', async () => {
    const { CONFIG_VARIABLES } = await import('@/lib/config');
    const example = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });
});
