/**
 * Issue 21 "On-demand TLS", for real: Debian's Caddy (installed by `npm test` when missing) runs on
 * loopback ports in front of the sites server with `tls internal` and `on_demand`, asking the app's
 * `/api/tls/ask`. A curl with `--resolve` to an attached, DNS-verified domain gets the published page
 * over https; a preview domain does too; an unknown domain gets no certificate. The Caddyfile is the
 * one docs/deployment.md gives, with test ports and folders.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caddyfile } from '../../src/server/sites/caddyfile.ts';
import { freePort } from '../support/free-port.ts';
import {
  call,
  createProject,
  createTestApp,
  listenOnLoopback,
  registerUser,
  sitesFor,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { type FakeDns, startFakeDns } from './support/fake-dns.ts';

const CADDY = '/usr/bin/caddy';
const DOMAIN = 'www.tls-shop.example';
const run = promisify(execFile);

let dns: FakeDns;
let t: TestApp;
let sites: FastifyInstance;
let owner: TestUser;
let caddy: ChildProcess | undefined;
let caddyLog = '';
let folder: string;
let httpsPort: number;

/** curl over https as a browser resolving `host` to this machine would connect (the CA is Caddy's own). */
async function curl(host: string, path = '/') {
  try {
    const { stdout } = await run('curl', [
      '--silent',
      '--show-error',
      '--insecure',
      '--max-time',
      '20',
      '--resolve',
      `${host}:${httpsPort}:127.0.0.1`,
      '--write-out',
      '\n%{http_code}',
      `https://${host}:${httpsPort}${path}`,
    ]);
    const status = Number(stdout.slice(stdout.lastIndexOf('\n') + 1));
    return { ok: true as const, status, body: stdout.slice(0, stdout.lastIndexOf('\n')) };
  } catch (error) {
    return { ok: false as const, error: String((error as { stderr?: string }).stderr ?? error) };
  }
}

beforeAll(async () => {
  if (!existsSync(CADDY)) throw new Error(`${CADDY} is missing: npm test installs Debian's caddy package`);
  dns = await startFakeDns({ [DOMAIN]: { CNAME: ['sites.test-pagewright.example'] } });
  t = await createTestApp({
    dns: { target: { cname: 'sites.test-pagewright.example' }, servers: [dns.server] },
  });
  owner = await registerUser(t.app, 'tls-owner');
  const appPort = await listenOnLoopback(t.app);
  sites = sitesFor(t);
  const sitesPort = await listenOnLoopback(sites);
  httpsPort = await freePort();
  folder = mkdtempSync(join(tmpdir(), 'pagewright-caddy-'));
  const file = join(folder, 'Caddyfile');
  writeFileSync(
    file,
    caddyfile({
      askUrl: `http://127.0.0.1:${appPort}/api/tls/ask`,
      sitesUpstream: `127.0.0.1:${sitesPort}`,
      httpPort: await freePort(),
      httpsPort,
      internalCa: true,
      storage: join(folder, 'data'),
    }),
  );
  caddy = spawn(CADDY, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout?.on('data', (chunk: Buffer) => (caddyLog += chunk));
  caddy.stderr?.on('data', (chunk: Buffer) => (caddyLog += chunk));
  // Ready when the https port takes connections.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(httpsPort, '127.0.0.1');
      socket.once('listening', () => socket.close(() => resolve(false)));
      socket.once('error', () => resolve(true));
    });
    if (open) break;
    if (caddy.exitCode !== null || Date.now() > deadline)
      throw new Error(`Caddy did not start:\n${caddyLog}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy!.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  }
  await sites?.close();
  await t?.close();
  await dns?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('Caddy on-demand TLS in front of the sites server', () => {
  it('serves a verified published domain over https and refuses a certificate to unknown names', async () => {
    const project = await createProject(t.app, owner.token, 'TLS Shop');
    await call(t.app, owner.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html: '<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Secure shop</h1></body></html>',
      css: '',
      javascript: '',
    });
    await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: DOMAIN,
    });
    expect(
      (await call(t.app, owner.token, 'POST', '/api/project/publish', { project_id: project._id })).status,
    ).toBe(200);

    // Attached and published, but its DNS is not checked yet: no certificate.
    const early = await curl(DOMAIN);
    expect(early.ok, caddyLog).toBe(false);

    const checked = await call(t.app, owner.token, 'POST', '/api/project/check_domain_dns', {
      project_id: project._id,
    });
    expect(checked.body.domain.dns_status).toBe('verified');
    const page = await curl(DOMAIN);
    expect(page, caddyLog).toMatchObject({ ok: true, status: 200 });
    expect(page.ok && page.body).toContain('<h1>Secure shop</h1>');

    // A project's preview domain gets one too.
    const preview = (project as unknown as { preview_domain: string }).preview_domain;
    const previewPage = await curl(preview);
    expect(previewPage, caddyLog).toMatchObject({ ok: true, status: 200 });

    const unknown = await curl('unknown-shop.example');
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.error).toMatch(/SSL|TLS|alert|handshake/i);
  }, 90_000);
});
