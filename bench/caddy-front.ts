/**
 * Caddy in front of the bench's sites server, as production runs it (docs/deployment.md "https for every
 * domain"): the Caddyfile of `src/server/sites/caddyfile.ts` (on-demand TLS asking the app's
 * `/api/tls/ask`, certificates from Caddy's own CA with `tls internal`, Caddy's automatic http→https
 * redirect), on random loopback ports, its certificates and CA in a folder of the bench's own.
 *
 * A browser trusts that CA through `--ignore-certificate-errors-spki-list` with the SPKI hashes of the
 * CA's root and intermediate keys (`chromeTrustFlag`): Chromium then takes a chain through those keys as
 * valid (a secure page, no certificate error), and still refuses any other certificate. Simpler than an
 * NSS database (no `certutil`, no HOME of its own for the browser) and narrower than
 * `--ignore-certificate-errors`, which would accept anything.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { caddyfile } from '../src/server/sites/caddyfile.ts';
import { freePort } from '../tests/support/free-port.ts';

export const CADDY_PATH = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export interface CaddyFront {
  readonly httpPort: number;
  readonly httpsPort: number;
  /** Chromium's flag that trusts this Caddy's CA (and only it). */
  readonly chromeTrustFlag: string;
  close(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Base64 SHA-256 of a certificate's SubjectPublicKeyInfo, as Chromium's SPKI allow list takes it. */
const spkiHash = (pem: string) =>
  createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

/** Starts Caddy in `folder` in front of `sitesUpstream` (`host:port`), asking `askUrl`; ready when its CA exists. */
export async function startCaddyFront(options: {
  folder: string;
  askUrl: string;
  sitesUpstream: string;
}): Promise<CaddyFront> {
  const { folder } = options;
  mkdirSync(folder, { recursive: true });
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const storage = join(folder, 'caddy-data');
  const file = join(folder, 'Caddyfile');
  writeFileSync(
    file,
    caddyfile({
      askUrl: options.askUrl,
      sitesUpstream: options.sitesUpstream,
      httpPort,
      httpsPort,
      internalCa: true,
      storage,
    }),
  );
  let log = '';
  const caddy: ChildProcess = spawn(CADDY_PATH, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout?.on('data', (chunk: Buffer) => (log += chunk));
  caddy.stderr?.on('data', (chunk: Buffer) => (log += chunk));
  const close = async () => {
    if (caddy.exitCode !== null || caddy.signalCode !== null) return;
    const exited = new Promise((resolve) => caddy.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  };
  const ca = join(storage, 'pki', 'authorities', 'local');
  const deadline = Date.now() + 30_000;
  while (
    !(
      existsSync(join(ca, 'root.crt')) &&
      existsSync(join(ca, 'intermediate.crt')) &&
      (await accepts(httpsPort)) &&
      (await accepts(httpPort))
    )
  ) {
    if (caddy.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`Caddy did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const hashes = ['root.crt', 'intermediate.crt'].map((name) =>
    spkiHash(readFileSync(join(ca, name), 'utf8')),
  );
  return {
    httpPort,
    httpsPort,
    chromeTrustFlag: `--ignore-certificate-errors-spki-list=${hashes.join(',')}`,
    close,
  };
}

/** What Caddy's http port answers a request for `/` on `host`: its status and `Location`. */
export function httpAnswer(port: number, host: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode ?? 0, location: answer.headers.location });
    });
    asked.once('error', reject);
    asked.end();
  });
}
