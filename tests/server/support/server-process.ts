/**
 * The server process (src/server/main.ts) started from node directly, for the process tests
 * (main.process, jobs.process, backup.process): on free ports, ready once it has printed both
 * addresses. A start that fails rejects with the process's output and exit code.
 *
 * The process runs the entry bundled once per test worker (`bundledEntry`), not `--import tsx`: the
 * same modules, but one file to load instead of tsx resolving and transforming every module of the
 * server through its loader hooks at each start, which was a second or more of every start
 * (docs/benchmarks.md, "Unit suite wall time"). `npm start` and the browser tests still run it under tsx.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { AUTH_HEADER } from '../../../src/api/auth.ts';

/**
 * Node flags for the short-lived processes the tests start (the server, the backup scripts): V8's
 * baseline compilers only. By default V8 also compiles PGlite's 9 MB of WebAssembly again with its
 * optimizing compiler on background threads, ≈ 1 s of CPU a start (2.3 → 1.2 s for a fresh process
 * that opens a database), and optimizes the hot JavaScript of the start (`--no-opt`: the three process
 * test files' servers took 66–68 s of CPU instead of 77–78 s), which a server that lives for a few
 * requests never gets back. The code and what it does are the same.
 */
export const SHORT_LIVED_NODE_FLAGS = ['--liftoff-only', '--no-opt'];

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Inside node_modules, so the bundle's bare imports (fastify, pglite, …) resolve from the project's. */
const BUNDLES = join(ROOT, 'node_modules', '.cache', 'pagewright-test-entries');

/**
 * Each project module keeps its own `import.meta.url` (and `dirname`) in the bundle, so what is found
 * next to the sources — migrations, content/, vendor/, the zip worker — is found as under tsx.
 */
const keepModuleUrls: Plugin = {
  name: 'keep-module-urls',
  setup(bundler) {
    bundler.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      if (!args.path.startsWith(`${ROOT}/`) || args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
        loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js',
      };
    });
  },
};

const bundles = new Map<string, Promise<string>>();

/** Bundles of test processes that ended without their exit handler (killed): by pid, where /proc tells. */
function removeOrphanBundles(): void {
  if (!existsSync('/proc/self')) return;
  for (const name of readdirSync(BUNDLES)) {
    const pid = /-(\d+)\.mjs$/.exec(name)?.[1];
    if (pid && !existsSync(`/proc/${pid}`)) rmSync(join(BUNDLES, name), { force: true });
  }
}

/**
 * `entry` (relative to the project, e.g. `src/server/main.ts`) as one ES module with the packages
 * left external, built on first use in this test process; removed when it exits, or (vitest ends its
 * workers with a signal) by the next build.
 */
export function bundledEntry(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    const outfile = join(BUNDLES, `${entry.replaceAll('/', '_')}-${process.pid}.mjs`);
    bundle = build({
      entryPoints: [join(ROOT, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      plugins: [keepModuleUrls],
      logLevel: 'silent',
    }).then(() => {
      process.once('exit', () => rmSync(outfile, { force: true }));
      removeOrphanBundles();
      return outfile;
    });
    bundles.set(entry, bundle);
  }
  return bundle;
}

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
export async function startServerProcess(env: Readonly<Record<string, string>>): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [...SHORT_LIVED_NODE_FLAGS, await bundledEntry('src/server/main.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', SITES_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
