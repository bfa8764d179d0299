/**
 * Reset mail over SMTP (issue 3 "Auth"): with an SMTP transport the reset link arrives by SMTP (an
 * in-process smtp-server), never in the answer and not in the dev outbox; an SMTP failure is logged
 * and the answer is exactly the unknown-address one. Also the settings that choose the transport.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from '../../src/server/config.ts';
import { createMailer, listOutbox } from '../../src/server/mail/mailer.ts';
import { createSmtpMailer, type SmtpMailer } from '../../src/server/mail/smtp.ts';
import { APP_ORIGIN, call, createTestApp, registerUser, type TestApp, uniqueEmail } from './helpers.ts';

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

/** An SMTP server on a free loopback port that keeps what it receives, or refuses every recipient. */
async function startSmtp(mode: 'accept' | 'refuse' = 'accept') {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (mode === 'refuse') callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a quoted-printable body (nodemailer wraps long lines with soft breaks). */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A logger that records what it was told. */
function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; object: Record<string, unknown>; message: string }[] = [];
  const record = (level: 'info' | 'warn' | 'error') => (object: object, message: string) => {
    lines.push({ level, object: object as Record<string, unknown>, message });
  };
  return {
    lines,
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
}

let t: TestApp;
let mailer: SmtpMailer | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await mailer?.close();
  mailer = undefined;
});
afterAll(() => t.close());

/** Puts an SMTP mailer where the app keeps its mailer (as buildApp does when SMTP_URL is set). */
function installSmtpMailer(url: string, log = recordingLog()) {
  mailer = createSmtpMailer({ url, from: 'Pagewright <no-reply@pagewright.test>', timeoutMs: 2000 }, log);
  t.app.store.mailer = mailer;
  return log;
}

describe('reset mail over SMTP', () => {
  it('delivers the reset link by SMTP, not in the answer and not in the outbox; the mailed token works', async () => {
    const smtp = await startSmtp();
    try {
      installSmtpMailer(smtp.url);
      const user = await registerUser(t.app, 'smtp');
      const forgot = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', {
        email: user.email,
      });
      expect(forgot.status).toBe(200);
      await mailer!.idle();

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('no-reply@pagewright.test');
      expect(mail!.to).toEqual([user.email]);
      expect(mail!.raw).toMatch(/^Subject: Reset your Pagewright password\r?$/m);
      const body = decodeQuotedPrintable(mail!.raw);
      const link = new RegExp(`${APP_ORIGIN}/forget-password\\?token=([A-Za-z0-9_%-]+)`).exec(body);
      expect(link).not.toBeNull();
      const token = decodeURIComponent(link![1]!);

      expect(JSON.stringify(forgot.body)).not.toContain(token);
      expect(await listOutbox(t.app.store.db, user.email)).toEqual([]);
      const reset = await call(t.app, undefined, 'POST', '/api/app_api/reset_password', {
        token,
        password: 'mailed new password',
      });
      expect(reset.status).toBe(200);
    } finally {
      await smtp.close();
    }
  });

  it('logs a refused delivery and answers exactly as for an unknown address', async () => {
    const smtp = await startSmtp('refuse');
    try {
      const log = installSmtpMailer(smtp.url);
      const user = await registerUser(t.app, 'refused');
      const known = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', {
        email: user.email,
      });
      const unknown = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', {
        email: uniqueEmail('nobody'),
      });
      expect(known).toMatchObject({ status: 200, body: unknown.body });
      await mailer!.idle();
      expect(smtp.received).toEqual([]);
      const failures = log.lines.filter((line) => line.level === 'error');
      expect(failures).toHaveLength(1);
      expect(failures[0]!.message).toBe('mail delivery over SMTP failed');
      expect(failures[0]!.object.mail).toMatchObject({ to: user.email });
      // The body carries the token: it must not reach the log.
      expect(JSON.stringify(failures[0]!.object.mail)).not.toContain('token');
    } finally {
      await smtp.close();
    }
  });

  it('logs an unreachable server and still answers 200', async () => {
    const smtp = await startSmtp();
    await smtp.close(); // nothing listens on this port any more
    const log = installSmtpMailer(smtp.url);
    const user = await registerUser(t.app, 'unreachable');
    const forgot = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', {
      email: user.email,
    });
    expect(forgot.status).toBe(200);
    await mailer!.idle();
    expect(log.lines.map((line) => line.level)).toEqual(['error']);
  });
});

describe('a failing transport', () => {
  it('never turns into an error answer', async () => {
    const outbox = t.app.store.mailer;
    t.app.store.mailer = { send: () => Promise.reject(new Error('transport down')) };
    try {
      const user = await registerUser(t.app, 'down');
      const known = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', {
        email: user.email,
      });
      const unknown = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', {
        email: uniqueEmail('nobody'),
      });
      expect(known).toMatchObject({ status: 200, body: unknown.body });
    } finally {
      t.app.store.mailer = outbox;
    }
  });
});

describe('choosing the transport', () => {
  it('uses SMTP only when SMTP_URL is set', async () => {
    const log = recordingLog();
    const smtp = createMailer(t.app.store.db, log, { smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.test' });
    expect(smtp).toHaveProperty('idle');
    await smtp.close?.();
    expect(createMailer(t.app.store.db, log, { smtpUrl: undefined, from: 'a@b.test' })).not.toHaveProperty(
      'idle',
    );
    expect(createMailer(t.app.store.db, log, undefined)).not.toHaveProperty('idle');
  });

  it('reads SMTP_URL and MAIL_FROM, with a From default on the app host', () => {
    expect(readSettings({}).mail).toEqual({ smtpUrl: undefined, from: 'Pagewright <no-reply@localhost>' });
    expect(
      readSettings({
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        MAIL_FROM: 'Shop <hello@shop.example>',
        APP_ORIGIN: 'https://builder.example.com',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://user:secret@mail.example.com:465', from: 'Shop <hello@shop.example>' });
    expect(readSettings({ APP_ORIGIN: 'https://builder.example.com' }).mail.from).toBe(
      'Pagewright <no-reply@builder.example.com>',
    );
  });

  it('refuses a non-SMTP URL without echoing its password, and a From without an address', () => {
    expect(() => readSettings({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).toThrow(SettingsError);
    expect(() => readSettings({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).not.toThrow(/hunter2/);
    expect(() => readSettings({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL must be/);
    expect(() => readSettings({ MAIL_FROM: 'Pagewright' })).toThrow(/MAIL_FROM must be/);
  });
});
