/**
 * The real server for browser journeys: `node --import tsx src/server/main.ts` on free ports (PORT=0,
 * SITES_PORT=0) with a temp DATA_DIR and the built app (dist/, built by `vite build` first), ready when
 * it prints both URLs; `stop()` sends SIGTERM, waits, and removes the data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  /** App origin, e.g. http://localhost:41234 */
  readonly url: string;
  readonly sitesUrl: string;
  readonly dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

export async function startServer(): Promise<RunningServer> {
  const root = resolve(import.meta.dirname, '../..');
  const spaDir = join(root, 'dist');
  if (!existsSync(join(spaDir, 'index.html'))) {
    throw new Error(
      'dist/index.html is missing: run `node_modules/.bin/vite build` before the browser tests',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewright-e2e-'));
  // Real free ports up front: the app must know the hosted base (and its own origin) it will be reached at.
  const [appPortFree, sitesPortFree] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(appPortFree),
      SITES_PORT: String(sitesPortFree),
      HOSTED_BASE: `http://127.0.0.1:${sitesPortFree}`,
      APP_ORIGIN: `http://127.0.0.1:${appPortFree}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SPA_DIR: spaDir,
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
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  for (;;) {
    const appPort = /ready: http:\/\/localhost:(\d+)/.exec(output)?.[1];
    const sitesPort = /listening on port (\d+)/.exec(output)?.[1];
    // HOST=127.0.0.1: the app answers on 127.0.0.1; the page's hostname stays a local one (spec §2 rules).
    if (appPort && sitesPort) {
      return {
        url: `http://127.0.0.1:${appPort}`,
        sitesUrl: `http://127.0.0.1:${sitesPort}`,
        dataDir,
        output: () => output,
        stop,
      };
    }
    if (child.exitCode !== null || Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}
