/**
 * The server process (src/server/main.ts) started from node directly, for the process tests
 * (main.process, jobs.process): on free ports, ready once it has printed both addresses. A start that
 * fails rejects with the process's output and exit code.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { AUTH_HEADER } from '../../../src/api/auth.ts';

export interface ServerProcess {
  readonly child: ChildProcess;
  /** The app origin (`http://127.0.0.1:{port}`). */
  readonly app: string;
  /** The sites origin. */
  readonly sites: string;
  readonly sitesPort: number;
  readonly output: () => string;
}

/** Starts the server with `env` (DATA_DIR, SPA_DIR, …) over free ports on loopback. */
export function startServerProcess(env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', SITES_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const app = /ready: (http:\/\/localhost:\d+)/.exec(output)?.[1];
      const sitesPort = /listening on port (\d+)/.exec(output)?.[1];
      if (app && sitesPort) {
        clearInterval(timer);
        resolve({
          child,
          app: app.replace('localhost', '127.0.0.1'),
          sites: `http://127.0.0.1:${sitesPort}`,
          sitesPort: Number(sitesPort),
          output: () => output,
        });
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(
          Object.assign(new Error(`server exited ${child.exitCode}: ${output}`), {
            output,
            code: child.exitCode,
          }),
        );
      }
    }, 50);
  });
}

/** The exit code once the process has ended (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** An API call with the session token; the answer's status and JSON body. */
export async function processApi(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { [AUTH_HEADER]: token }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answer fields are checked by the tests
  return { status: response.status, body: (await response.json()) as any };
}
