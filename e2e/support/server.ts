/**
 * The real server for browser journeys: `node --import tsx src/server/main.ts` on free ports (PORT=0,
 * SITES_PORT=0) with a temp DATA_DIR and the built app (dist/, built by `vite build` first), ready when
 * it prints both URLs; `stop()` sends SIGTERM, waits, and removes the data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      SITES_PORT: '0',
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
