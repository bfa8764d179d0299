/**
 * Outgoing mail (issue 3 "Auth": reset tokens are mailed, never answered). With `SMTP_URL` set, mail
 * goes out over SMTP (smtp.ts); otherwise the dev transport writes each message to the `mail_outbox`
 * table (readable by tests and `listOutbox`) and to the server log.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import { mailOutbox } from '../db/schema.ts';
import { createSmtpMailer } from './smtp.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
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

/** The SMTP transport when `smtpUrl` is set, otherwise the dev outbox. */
export function createMailer(db: Db, log: FastifyBaseLogger, settings: MailSettings | undefined): Mailer {
  return settings?.smtpUrl
    ? createSmtpMailer({ url: settings.smtpUrl, from: settings.from }, log)
    : createOutboxMailer(db, log);
}

export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const id = randomUUID();
      await db
        .insert(mailOutbox)
        .values({ id, toEmail: message.to, subject: message.subject, body: message.body });
      // Dev transport only: the log is where a developer without SMTP reads the link.
      log.info(
        { mail: { id, to: message.to, subject: message.subject, body: message.body } },
        'mail written to outbox',
      );
    },
  };
}

/** Messages sent to `email`, newest first (tests and the dev tooling read reset links here). */
export async function listOutbox(db: Db, email: string): Promise<MailMessage[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt));
  return rows.map((row) => ({ to: row.toEmail, subject: row.subject, body: row.body }));
}
