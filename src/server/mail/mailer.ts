/**
 * Outgoing mail (issue 3 "Auth": reset tokens are mailed, never answered). With `SMTP_URL` set, mail
 * goes out over SMTP (smtp.ts). Otherwise nothing is sent: the server says so in its log once at start
 * and at every mail, and the dev transport records the mail in the `mail_outbox` table with its secrets
 * cut out. No log line, and no row, ever holds a usable token (issue 22 §3); an operator who must hand
 * someone a reset link prints one on purpose with `admin.ts reset-link EMAIL`.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { mailOutbox } from '../db/schema.ts';
import { createSmtpMailer, type MailLog } from './smtp.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /**
   * Values in the body that only the delivered mail may carry (a reset token and the link holding it):
   * the outbox keeps the body with each replaced by `[redacted]`, and no transport logs the body.
   */
  readonly secrets?: readonly string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for mail still being delivered and releases connections (the app's onClose). */
  close?(): Promise<void>;
}

/** Mail settings of the server (config.ts reads `SMTP_URL` and `MAIL_FROM`). */
export interface MailSettings {
  readonly smtpUrl?: string | undefined;
  readonly from: string;
}

/** The log calls the transports make (a Fastify logger fits). */
export interface MailerLog extends MailLog {
  warn(object: object, message: string): void;
}

export const MAIL_NOT_CONFIGURED =
  'Mail is not configured (SMTP_URL is not set): password reset mails are not sent. To give someone a reset link, run `node --import tsx src/server/cli/admin.ts reset-link EMAIL`';

/** The SMTP transport when `smtpUrl` is set, otherwise the dev outbox. */
export function createMailer(db: Db, log: MailerLog, settings: MailSettings | undefined): Mailer {
  return settings?.smtpUrl
    ? createSmtpMailer({ url: settings.smtpUrl, from: settings.from }, log)
    : createOutboxMailer(db, log);
}

/** `body` with every secret replaced by `[redacted]` (longest first, so a link goes before its token). */
export function redactSecrets(body: string, secrets: readonly string[] = []): string {
  return [...secrets]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((text, secret) => text.split(secret).join('[redacted]'), body);
}

export function createOutboxMailer(db: Db, log: MailerLog): Mailer {
  log.warn({ mail: { transport: 'none' } }, MAIL_NOT_CONFIGURED);
  return {
    async send(message) {
      const id = randomUUID();
      await db.insert(mailOutbox).values({
        id,
        toEmail: message.to,
        subject: message.subject,
        body: redactSecrets(message.body, message.secrets),
      });
      log.warn(
        { mail: { id, to: message.to, subject: message.subject } },
        'mail not sent: SMTP_URL is not set (recorded in mail_outbox without its link)',
      );
    },
  };
}

/** Messages recorded for `email` by the dev transport, newest first, secrets redacted. */
export async function listOutbox(db: Db, email: string): Promise<MailMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt));
  return rows.map((row) => ({ to: row.toEmail, subject: row.subject, body: row.body }));
}
