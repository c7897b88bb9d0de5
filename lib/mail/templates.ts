// The account e-mails, each as plain text and HTML.
import type { MailMessage } from './index';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function layout(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0b1220">',
    '<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">',
    '<p style="margin:0 0 16px;font-weight:600;color:#0e7490">Gostarter</p>',
    body,
    '</div></body></html>',
  ].join('\n');
}

/** A link the reader follows: a button in the HTML part, "label: address" in the text part. */
interface MailAction {
  label: string;
  href: string;
}

/** A message of paragraphs: the text part joins them with blank lines, the HTML part escapes each one. */
function message(to: string, subject: string, heading: string, paragraphs: string[], footnote: string, code?: string, action?: MailAction): MailMessage {
  const text = [heading, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.href}`, ''] : []), footnote].join('\n');
  const html = layout(
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(heading)}</h1>`,
      ...paragraphs.map((p) =>
        code && p.endsWith(code)
          ? `<p style="margin:0 0 12px">${escapeHtml(p.slice(0, -code.length))}</p>\n<p style="margin:0 0 12px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(code)}</p>`
          : `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`,
      ),
      ...(action
        ? [
            `<p style="margin:0 0 16px"><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#0e7490;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`,
          ]
        : []),
      `<p style="margin:0;color:#526077;font-size:13px">${escapeHtml(footnote)}</p>`,
    ].join('\n'),
  );
  return { to, subject, text, html };
}

export function verificationCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return message(
    to,
    'Your Gostarter verification code',
    'Welcome to Gostarter! Verify your e-mail address.',
    [
      `Your verification code is: ${code}`,
      `It is valid for ${validMinutes} minutes and can be used once. Enter it on the verification page to activate your account.`,
    ],
    'If you did not create a Gostarter account, you can ignore this e-mail.',
    code,
  );
}

export function passwordResetCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return message(
    to,
    'Your Gostarter password reset code',
    'Reset your password',
    [
      `Your password reset code is: ${code}`,
      `It is valid for ${validMinutes} minutes and can be used once. Enter it with your new password on the reset page; every other sign-in of your account ends.`,
    ],
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    code,
  );
}

/**
 * Sent when an admin creates an account: the account has no password until its owner sets one with this
 * code on the reset page (`setPasswordUrl`), which also confirms the address.
 */
export function invitationMail(to: string, code: string, validMinutes: number, setPasswordUrl: string): MailMessage {
  return message(
    to,
    'You have been invited to Gostarter',
    'Set your password to start',
    [
      'An administrator created a Gostarter account for this e-mail address. It has no password yet: choose one to start using it.',
      'Open the page below, choose "I have a code" and enter this code with your new password.',
      `Your invitation code is: ${code}`,
      `It is valid for ${validMinutes} minutes and can be used once. If it has expired, ask for a new one on the same page with "Send reset code".`,
    ],
    'If you did not expect this e-mail, you can ignore it: without a password nobody can sign in, and the account is removed after 7 days.',
    code,
    { label: 'Set your password', href: setPasswordUrl },
  );
}

/** Sent instead of a code when someone registers an address that already has a verified account, or one an admin created. */
export function accountExistsMail(to: string): MailMessage {
  return message(
    to,
    'Your Gostarter account',
    'You already have an account',
    [
      'Someone (hopefully you) tried to create a Gostarter account with this e-mail address.',
      'You already have an account: sign in with your e-mail and password instead, or use "Forgot password?" on the sign-in page. No new account was created.',
    ],
    'If this was not you, you can ignore this e-mail.',
  );
}

export type SecurityNotice = 'password-changed' | 'password-reset' | 'signed-out-everywhere' | 'api-token-created';

interface Notice {
  subject: string;
  heading: string;
  what: (detail?: string) => string;
  /** Sent whatever the profile's preference says (see securityNoticeMail). */
  always?: true;
}

const NOTICES: Record<SecurityNotice, Notice> = {
  'password-changed': {
    subject: 'Your Gostarter password was changed',
    heading: 'Your password was changed',
    what: () => 'The password of your Gostarter account was just changed, and every other sign-in was ended.',
  },
  'password-reset': {
    subject: 'Your Gostarter password was reset',
    heading: 'Your password was reset',
    what: () => 'The password of your Gostarter account was just reset with a code sent to this address, and every sign-in was ended.',
  },
  'signed-out-everywhere': {
    subject: 'You were signed out everywhere',
    heading: 'Signed out everywhere',
    what: () => 'Every sign-in of your Gostarter account, API tokens included, was just ended.',
  },
  'api-token-created': {
    subject: 'A new Gostarter API token was created',
    heading: 'New API token',
    what: (name) =>
      `A personal API token named "${name ?? ''}" was just created for your Gostarter account. It can generate projects and read and manage your project history until it expires. To revoke it, sign in, open your profile (Dashboard, Profile tab, API access) and choose Revoke beside it.`,
    always: true,
  },
};

/**
 * A security notice. Users may turn these off in their profile (codes are always sent), except the
 * notice of a new API token: a token is a new way into the account's projects, so its owner always hears of it.
 */
export function securityNoticeMail(to: string, notice: SecurityNotice, detail?: string): MailMessage {
  const n = NOTICES[notice];
  return message(
    to,
    n.subject,
    n.heading,
    [n.what(detail), 'If this was not you, reset your password at once with "Forgot password?" on the sign-in page.'],
    n.always
      ? 'This notice is always sent, whatever your e-mail notification setting: a new token can reach your projects.'
      : 'You get these notices because e-mail notifications are on in your Gostarter profile.',
  );
}
