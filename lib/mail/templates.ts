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

export function verificationCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  const subject = 'Your Gostarter verification code';
  const text = [
    'Welcome to Gostarter!',
    '',
    `Your verification code is: ${code}`,
    '',
    `It is valid for ${validMinutes} minutes and can be used once. Enter it on the verification page to activate your account.`,
    '',
    'If you did not create a Gostarter account, you can ignore this e-mail.',
  ].join('\n');
  const html = layout(
    subject,
    [
      '<h1 style="font-size:20px;margin:0 0 12px">Verify your e-mail address</h1>',
      '<p style="margin:0 0 12px">Your verification code is:</p>',
      `<p style="margin:0 0 12px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(code)}</p>`,
      `<p style="margin:0 0 12px">It is valid for <strong>${validMinutes} minutes</strong> and can be used once. Enter it on the verification page to activate your account.</p>`,
      '<p style="margin:0;color:#526077;font-size:13px">If you did not create a Gostarter account, you can ignore this e-mail.</p>',
    ].join('\n'),
  );
  return { to, subject, text, html };
}

/** Sent instead of a code when someone registers an address that already has a verified account. */
export function accountExistsMail(to: string): MailMessage {
  const subject = 'Your Gostarter account';
  const text = [
    'Someone (hopefully you) tried to create a Gostarter account with this e-mail address.',
    '',
    'You already have an account: sign in with your e-mail and password instead. No new account was created.',
    '',
    'If this was not you, you can ignore this e-mail.',
  ].join('\n');
  const html = layout(
    subject,
    [
      '<h1 style="font-size:20px;margin:0 0 12px">You already have an account</h1>',
      '<p style="margin:0 0 12px">Someone (hopefully you) tried to create a Gostarter account with this e-mail address.</p>',
      '<p style="margin:0 0 12px">You already have an account: sign in with your e-mail and password instead. No new account was created.</p>',
      '<p style="margin:0;color:#526077;font-size:13px">If this was not you, you can ignore this e-mail.</p>',
    ].join('\n'),
  );
  return { to, subject, text, html };
}
