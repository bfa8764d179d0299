/**
 * Outgoing mail (issue 3 "Auth": reset tokens are mailed, never answered). The dev transport writes
 * each message to the `mail_outbox` table (readable by tests and `listOutbox`) and to the server log.
 * An SMTP transport behind `SMTP_URL` plugs in here later.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
