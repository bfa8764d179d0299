// The replay screen on the real server (issue 5): a customer's ticket carries their page's trace; a staff
// member opens the ticket, follows "Open in replay" and steps through the trace with the slider's keys
// and the buttons, the canvas changing with each step. Desktop and a 390 px phone, axe and screenshots.
//
// Staff is a role only the admin command line grants, and the embedded database opens in one process at
// a time — so this file runs its own server: start, register the two people, stop, grant the role,
// start again on the same data folder.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { recordedTrace } from '../tests/app/replay-fixtures.ts';
import { freePort } from '../tests/support/free-port.ts';
import { settleAnimations } from './support/fixtures.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PASSWORD = 'correct horse battery';
const STAFF = `sam.${Date.now().toString(36)}@example.test`;
const CUSTOMER = `ada.${Date.now().toString(36)}@example.test`;

interface Server {
  readonly url: string;
  stop(): Promise<void>;
}

async function startServer(dataDir: string): Promise<Server> {
  const [appPort, sitesPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(appPort),
      SITES_PORT: String(sitesPort),
      HOSTED_BASE: `http://127.0.0.1:${sitesPort}`,
      APP_ORIGIN: `http://127.0.0.1:${appPort}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SPA_DIR: join(ROOT, 'dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    await exited;
  };
  const started = Date.now();
  while (!/ready: http:\/\/localhost:\d+/.test(output) || !/listening on port \d+/.test(output)) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { url: `http://127.0.0.1:${appPort}`, stop };
}

async function api(server: Server, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { 'x-sh-auth': token }) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

const register = (server: Server, email: string, first: string) =>
  api(server, '/api/app_api/register', { first_name: first, last_name: 'Tester', email, password: PASSWORD });

let dataDir: string;
let server: Server;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'pagewright-replay-'));
  const first = await startServer(dataDir);
  try {
    await register(first, STAFF, 'Sam');
    const customer = await register(first, CUSTOMER, 'Ada');
    await api(
      first,
      '/api/support_ticket/add_ticket',
      { subject: 'Undo lost my heading', message: 'My trace is attached.', trace: recordedTrace() },
      customer.token as string,
    );
  } finally {
    await first.stop();
  }
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/admin.ts', 'set-role', '--email', STAFF, '--role', 'staff'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    },
  );
  server = await startServer(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/projects$/);
}

const canvas = (page: Page) => page.frameLocator('iframe[title="Replayed page"]');

/** axe on the replay's own controls; the canvas is the customer's page (scripts off: axe cannot run there). */
async function expectAccessible(page: Page) {
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).exclude('iframe[title="Replayed page"]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`staff open a ticket’s trace in the replay and step through it (${viewport.name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`${viewport.name}-${name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    await login(page, STAFF);
    await page.goto(`${server.url}/support-tickets`);
    await page
      .getByRole('list', { name: 'Support tickets' })
      .getByRole('link', { name: 'Undo lost my heading' })
      .click();
    const message = page.getByRole('article', { name: 'Message from Ada Tester' });
    await expect(message).toContainText('Page trace: home.trace.json');
    await expectAccessible(page);
    await shot('ticket-with-trace');
    await message.getByRole('link', { name: 'Open in replay' }).click();

    await expect(page).toHaveURL(/\/replay\?ticket=[0-9a-f-]{36}&attachment=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Replay · Home' })).toBeVisible();
    // Seven events: three sections added in one entry, a palette, a move, a heading edit, its undo.
    await expect(page.getByText('Step 7 of 7')).toBeVisible();
    await expect(canvas(page).locator('[data-section-id]')).toHaveCount(3);
    await expect(canvas(page).locator('h1')).toHaveText('Grow your bakery online');
    await expectAccessible(page);
    await shot('replay-end');

    // One step back: before the undo, the edited heading.
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect(page.getByText('Step 6 of 7')).toBeVisible();
    await expect(canvas(page).locator('h1')).toHaveText('x');

    // The slider's keys: Home is the base document (empty), then two events in.
    const slider = page.getByRole('slider', { name: 'Step' });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(page.getByText('Step 0 of 7')).toBeVisible();
    await expect(canvas(page).locator('[data-section-id]')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Step 2 of 7')).toBeVisible();
    await expect(canvas(page).locator('[data-section-title]')).toHaveText([/Grow your bakery/, /Previous/]);
    await expect(
      page.getByRole('list', { name: 'Log entries' }).locator('[aria-current="step"]'),
    ).toContainText('1. section.add');
    await shot('replay-step-2');

    // The list: the move entry puts Features before Gallery.
    await page.getByRole('button', { name: /^3\. section\.move/ }).click();
    await expect(page.getByText('Step 5 of 7')).toBeVisible();
    await expect(canvas(page).locator('[data-section-id]').nth(1)).toHaveAttribute(
      'data-section-title',
      'Features',
    );
  });
}

test('a customer is told the replay screen is for staff and developers', async ({ page }) => {
  await login(page, CUSTOMER);
  await page.goto(`${server.url}/replay`);
  await expect(
    page.getByRole('heading', { name: 'The replay screen is for staff and developers' }),
  ).toBeVisible();
});
