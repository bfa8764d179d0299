/**
 * The real server for browser journeys: `node --import tsx src/server/main.ts` on free ports (PORT=0,
 * SITES_PORT=0) with a temp DATA_DIR and the built app (dist/, built by `vite build` first), ready when
 * it prints both URLs; `stop()` sends SIGTERM, waits, and removes the data folder. `restart()` stops it
 * keeping the data, runs what an operator would run against the stopped database (the embedded one
 * opens in one process at a time), and starts it again on the same ports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../tests/support/free-port.ts';

export interface RunningServer {
  /** App origin, e.g. http://localhost:41234 */
  readonly url: string;
  readonly sitesUrl: string;
  readonly dataDir: string;
  output(): string;
  stop(): Promise<void>;
  /** Stops the server (data kept), awaits `between(dataDir)`, and starts it again at the same URLs. */
  restart(between?: (dataDir: string) => Promise<void>): Promise<void>;
}

export interface ServerOptions {
  /** Extra settings (docs/configuration.md), e.g. VISION_PORTAL_URL. */
  readonly env?: Readonly<Record<string, string>>;
}

const READY_TIMEOUT_MS = 60_000;
const root = resolve(import.meta.dirname, '../..');

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const spaDir = join(root, 'dist');
  if (!existsSync(join(spaDir, 'index.html'))) {
    throw new Error(
      'dist/index.html is missing: run `node_modules/.bin/vite build` before the browser tests',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewright-e2e-'));
  // Real free ports up front: the app must know the hosted base (and its own origin) it will be reached at.
  const [appPortFree, sitesPortFree] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    PORT: String(appPortFree),
    SITES_PORT: String(sitesPortFree),
    HOSTED_BASE: `http://127.0.0.1:${sitesPortFree}`,
    APP_ORIGIN: `http://127.0.0.1:${appPortFree}`,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SPA_DIR: spaDir,
    LOG_LEVEL: 'warn',
    // DNS instructions name a real-looking target; "Check DNS" asks a port nothing answers on (no DNS here).
    SITES_CNAME_TARGET: 'sites.pagewright.test',
    DNS_SERVERS: '127.0.0.1:9',
    // Every journey of a worker signs up from 127.0.0.1, more than the 10 an hour a real address gets.
    REGISTRATIONS_PER_HOUR: '10000',
    ...options.env,
  };
  let output = '';
  let child = await launch(env, (chunk) => {
    output += chunk;
  });

  const halt = async () => {
    if (child.process.exitCode === null && child.process.signalCode === null) {
      const exited = new Promise<void>((done) => child.process.once('exit', () => done()));
      child.process.kill('SIGTERM');
      const timer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const stop = async () => {
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!child.ready) {
    await stop();
    throw new Error(`the server did not start:\n${output}`);
  }

  return {
    url: `http://127.0.0.1:${child.ready.appPort}`,
    sitesUrl: `http://127.0.0.1:${child.ready.sitesPort}`,
    dataDir,
    output: () => output,
    stop,
    async restart(between) {
      await halt();
      await between?.(dataDir);
      child = await launch(env, (chunk) => {
        output += chunk;
      });
      if (!child.ready) {
        await stop();
        throw new Error(`the server did not start again:\n${output}`);
      }
    },
  };
}

interface Launched {
  readonly process: ChildProcess;
  /** The ports it announced, or undefined when it exited or timed out first. */
  readonly ready: { readonly appPort: string; readonly sitesPort: string } | undefined;
}

/** Spawns the server and waits until it prints both URLs (read from this launch's output only). */
async function launch(env: NodeJS.ProcessEnv, record: (chunk: string) => void): Promise<Launched> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    record(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const started = Date.now();
  for (;;) {
    const appPort = /ready: http:\/\/localhost:(\d+)/.exec(output)?.[1];
    const sitesPort = /listening on port (\d+)/.exec(output)?.[1];
    // HOST=127.0.0.1: the app answers on 127.0.0.1; the page's hostname stays a local one (spec §2 rules).
    if (appPort && sitesPort) return { process: child, ready: { appPort, sitesPort } };
    if (child.exitCode !== null || Date.now() - started > READY_TIMEOUT_MS)
      return { process: child, ready: undefined };
    await new Promise((done) => setTimeout(done, 100));
  }
}
