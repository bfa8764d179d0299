/**
 * Issue 22 §3 "Password-reset tokens in the log": without SMTP (the default) the server says at start
 * and at each mail that mail is not configured, and no log line (nor the outbox) holds a usable token —
 * reset, session, payment or login-link. The operator prints a reset link on purpose with
 * `admin.ts reset-link EMAIL`, and that link's token sets a new password.
 */
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../src/server/cli/admin.ts';
import { listOutbox, MAIL_NOT_CONFIGURED, type MailMessage } from '../../src/server/mail/mailer.ts';
import {
  APP_ORIGIN,
  call,
  createTestApp,
  createTestDataDir,
  registerUser,
  TEST_PASSWORD,
  type TestApp,
} from './helpers.ts';

/** Every line pino writes, as text and parsed. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return {
    lines,
    text: () => lines.join('\n'),
    parsed: () =>
      lines.map((line) => JSON.parse(line) as { level: number; msg: string; [key: string]: unknown }),
    logger: { level: 'trace', stream },
  };
}

const usePg = Boolean(process.env.TEST_DATABASE_URL);
let dataDir: string;
let t: TestApp;
const log = captureLog();
const sent: MailMessage[] = [];

beforeAll(async () => {
  dataDir = await createTestDataDir();
  t = await createTestApp({ dataDir, logger: log.logger });
  const outbox = t.app.store.mailer;
  t.app.store.mailer = {
    async send(message) {
      sent.push(message);
      await outbox.send(message);
    },
  };
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('without SMTP', () => {
  it('says at start that mail is not configured, naming the admin command', () => {
    const start = log.parsed().find((line) => line.msg === MAIL_NOT_CONFIGURED);
    expect(start?.level).toBe(40);
    expect(start?.msg).toContain('admin.ts reset-link EMAIL');
  });

  it('logs no usable token: reset, session, payment or login link', async () => {
    const user = await registerUser(t.app, 'logged');
    const staff = await registerUser(t.app, 'staff');
    await t.app.store.customers.setRole(staff.email, 'staff');
    const forgot = await call(t.app, undefined, 'POST', '/api/app_api/forgot_password', {
      email: user.email,
    });
    expect(forgot.status).toBe(200);
    const link = await call(t.app, staff.token, 'POST', '/api/app_api/create_login_link', {
      email: user.email,
      kind: 'admin',
    });
    expect(link.status).toBe(200);
    const exchange = await call(t.app, undefined, 'POST', '/api/app_api/exchange_login_token', {
      token: link.body.token,
    });
    expect(exchange.status).toBe(200);

    const mail = sent.find((message) => message.to === user.email);
    const resetToken = /Reset token: (\S+)/.exec(mail?.body ?? '')?.[1];
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const secrets = [
      resetToken!,
      ...(mail?.secrets ?? []),
      user.token,
      user.paymentToken,
      staff.token,
      link.body.token,
      exchange.body.token,
      exchange.body.payment_token,
    ];
    const text = log.text();
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(JSON.stringify(await listOutbox(t.app.store.db, user.email))).not.toContain(resetToken);

    // The mail attempt is logged, as not sent, with its recipient and without its body.
    const notSent = log.parsed().find((line) => String(line.msg).startsWith('mail not sent'));
    expect(notSent).toMatchObject({ level: 40, mail: { to: user.email } });
    expect(JSON.stringify(notSent)).not.toContain('forget-password');
  });
});

describe('admin.ts reset-link', () => {
  it('prints a reset link whose token sets a new password', async () => {
    const user = await registerUser(t.app, 'cli-reset');
    const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' };
    // The embedded database opens in one process at a time: the CLI runs while the app is closed.
    if (!usePg) await t.app.close();
    let output: string;
    try {
      output = await runAdmin(['reset-link', user.email], env);
      await expect(runAdmin(['reset-link', 'missing@example.test'], env)).rejects.toThrow(/No customer/);
      await expect(runAdmin(['reset-link'], env)).rejects.toThrow(/usage/);
    } finally {
      if (!usePg) t = await createTestApp({ dataDir, logger: log.logger });
    }
    const link = new RegExp(`^${APP_ORIGIN}/forget-password\\?token=([A-Za-z0-9_-]{43})$`, 'm').exec(output);
    expect(link).not.toBeNull();
    expect(output).toMatch(/single use, expires \d{4}-/);

    const reset = await call(t.app, undefined, 'POST', '/api/app_api/reset_password', {
      token: link![1],
      password: 'chosen at the terminal',
    });
    expect(reset.status).toBe(200);
    const login = (password: string) =>
      call(t.app, undefined, 'POST', '/api/app_api/login', { email: user.email, password });
    expect((await login(TEST_PASSWORD)).status).toBe(400);
    expect((await login('chosen at the terminal')).status).toBe(200);
    // `--email EMAIL` works too, like the other commands.
    if (!usePg) await t.app.close();
    try {
      expect(await runAdmin(['reset-link', '--email', user.email], env)).toContain('/forget-password?token=');
    } finally {
      if (!usePg) t = await createTestApp({ dataDir, logger: log.logger });
    }
  });
});
