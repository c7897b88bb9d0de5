// Outgoing mail: Resend when RESEND_API_KEY is set, otherwise one .eml file per message in
// DATA_DIR/outbox/ and one log line, so local use and tests need no account anywhere.
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after } from 'next/server';
import type { Resend } from 'resend';
import { getConfig } from '@/lib/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  transport: 'resend' | 'outbox';
  /** The Resend message id, or the path of the .eml file. */
  id: string;
}

const DEFAULT_FROM = 'Gostarter <no-reply@gostarter.local>';

export async function sendMail(message: MailMessage): Promise<SentMail> {
  const { RESEND_API_KEY, MAIL_FROM } = getConfig();
  if (RESEND_API_KEY) return sendWithResend(message, MAIL_FROM ?? DEFAULT_FROM);
  return writeToOutbox(message, MAIL_FROM ?? DEFAULT_FROM);
}

/**
 * Sends once the answer has gone out (Next's after(), which serverless hosts wait for), so a request
 * that mails takes as long as one that does not and cannot tell a stranger whether an address has an
 * account; a failure is logged, not answered. Outside a request (scripts, in-process tests) there is no
 * answer to wait for: the message is sent before this returns.
 */
export async function sendMailAfterResponse(message: MailMessage): Promise<void> {
  const task = () =>
    sendMail(message).then(
      () => undefined,
      (err) => console.error(`Could not send "${message.subject}" to ${message.to}:`, err),
    );
  try {
    after(task);
  } catch {
    // after() throws outside a request scope
    await task();
  }
}

export function outboxDir(): string {
  return path.join(getConfig().dataDir, 'outbox');
}

// Resend's client throws without a key at construction: create it on first use only.
let resendClient: Resend | undefined;

async function sendWithResend(message: MailMessage, from: string): Promise<SentMail> {
  if (!resendClient) {
    const { Resend } = await import('resend');
    resendClient = new Resend(getConfig().RESEND_API_KEY);
  }
  const { data, error } = await resendClient.emails.send({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  if (error || !data) throw new Error(`Resend refused the message to ${message.to}: ${error?.message ?? 'no answer'}`);
  return { transport: 'resend', id: data.id };
}

async function writeToOutbox(message: MailMessage, from: string): Promise<SentMail> {
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
  const safeAddress = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_');
  const name = `${stamp}-${safeAddress}-${crypto.randomBytes(3).toString('hex')}.eml`;
  const file = path.join(dir, name);
  // Write then rename, so a reader never sees half a message.
  const tmp = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(tmp, toEml(message, from), { mode: 0o600 });
  await fs.rename(tmp, file);
  console.info(`[mail] "${message.subject}" to ${message.to} written to ${file}`);
  return { transport: 'outbox', id: file };
}

/** A MIME message with a text and an HTML part, as a mail client would receive it. */
function toEml(message: MailMessage, from: string): string {
  const boundary = `gostarter-${crypto.randomBytes(12).toString('hex')}`;
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'gostarter.local';
  const lines = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ];
  return lines.join('\r\n');
}

function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

function encodeHeader(value: string): string {
  const clean = headerValue(value);
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}
