/**
 * The SMTP transport (issue 3 "Auth": reset mail over SMTP when `SMTP_URL` is set), through nodemailer.
 * `send` hands the message over and returns at once: delivery happens in the background, so neither
 * the time an answer takes nor an SMTP failure tells a caller whether an account exists. A failed
 * delivery is logged (recipient and error, never the body: it carries a reset token).
 */

import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer's connection URL). */
  readonly url: string;
  /** The From header, e.g. `Pagewright <no-reply@example.com>`. */
  readonly from: string;
  /** Limit of each connection phase (connect, greeting, idle socket). */
  readonly timeoutMs?: number;
}

/** The two log calls the transport makes (a Fastify logger fits). */
export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SmtpMailer extends Mailer {
  /** Resolves when every delivery handed over so far has succeeded or failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createSmtpMailer(options: SmtpOptions, log: MailLog): SmtpMailer {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const pending = new Set<Promise<void>>();

  const deliver = async (message: Parameters<Mailer['send']>[0]) => {
    try {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
      log.info(
        { mail: { to: message.to, subject: message.subject, messageId: info.messageId } },
        'mail sent',
      );
    } catch (error) {
      log.error(
        { mail: { to: message.to, subject: message.subject }, err: error },
        'mail delivery over SMTP failed',
      );
    }
  };

  return {
    async send(message) {
      const delivery = deliver(message);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async idle() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
