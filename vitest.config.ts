import { accessSync, constants, mkdirSync, readdirSync, readFileSync, statfsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ProcessTestsFirst } from './tests/support/sequencer.ts';

/**
 * The tests' temporary folders (every test app's copy of the migrated database, backups, published
 * sites) go to memory when the machine has /dev/shm: a copy of the database is 1 175 files, and creating
 * them on the disk took ≈ 1.1 s of kernel time each on the project's machine, against 0.08 s on tmpfs:
 * ≈ 50 s of the server tests' 356 s of CPU (docs/benchmarks.md, "Unit suite wall time"). The workers and
 * the servers the tests start inherit it; an explicit TMPDIR wins, and so does the disk when /dev/shm has
 * less than 2 GB free.
 */
const MEMORY_TMPDIR_MIN_FREE = 2 * 1024 ** 3;

function memoryTmpdir(): string | undefined {
  try {
    const folder = '/dev/shm/pagewright-tests';
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK); // made by another user, perhaps
    // A container's /dev/shm is often 64 MB: the suite holds ≈ 200 MB of databases at its peak.
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize >= MEMORY_TMPDIR_MIN_FREE ? folder : undefined;
  } catch {
    return undefined;
  }
}

if (!process.env.TMPDIR) {
  const folder = memoryTmpdir();
  if (folder) process.env.TMPDIR = folder;
}

const INCLUDE = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];

/**
 * Test files run in three projects, read from the files themselves so a new file lands in the right one
 * without a list to keep (docs/benchmarks.md, "Unit suite wall time"):
 * - `isolated`, a fresh process per file: a file that mocks modules or resets the module registry, installs
 *   a global (fake-indexeddb's `indexedDB`, whose databases would outlive the file), empties the
 *   document's head (where the UI kit's styles live once a file has drawn it), or says it needs a process
 *   of its own (`vitest: own process`, with the reason);
 * - `dom`, the other happy-dom files (`@vitest-environment happy-dom`), one window per worker shared file
 *   after file (tests/support/shared-dom.ts puts it back after each), so the app's module graph, the UI
 *   kit and the window are set up once per worker instead of once per file;
 * - `shared`, the rest, in Node, one process per worker, so the server's module graph (fastify,
 *   drizzle, PGlite, zod, every route) is imported once per worker instead of once per file.
 */
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|resetModules)\(|fake-indexeddb\/auto|globalThis\.\w+ = |document\.head\.innerHTML = |vitest: own process/;
const DOM = /@vitest-environment happy-dom/;

function testFiles(): { path: string; source: string }[] {
  const tests = fileURLToPath(new URL('tests/', import.meta.url));
  return readdirSync(tests, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => ({ path: `tests/${file}`, source: readFileSync(`${tests}${file}`, 'utf8') }));
}

const files = testFiles();
const isolated = files.filter((file) => NEEDS_ISOLATION.test(file.source)).map((file) => file.path);
const dom = files
  .filter((file) => DOM.test(file.source) && !NEEDS_ISOLATION.test(file.source))
  .map((file) => file.path);

export default defineConfig({
  test: {
    // No root `include`: `extends: true` concatenates arrays, so each project names its own files.
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker more than the cores (vitest's default is one fewer): some files mostly wait (pg-boss's
    // whole-second retry backoffs and lost-job timeouts, a logout reaching another instance, a server's
    // restart), and the extra worker keeps the cores busy meanwhile. On 2 cores, three workers took
    // 172–183 s against 185–213 s for two, run for run (docs/benchmarks.md, "Unit suite wall time").
    // On PostgreSQL (`npm run test:pg`) every file shares one database: one at a time. (The projects
    // below inherit this value, and a project's own value wins over `--maxWorkers` on the command line.)
    maxWorkers: process.env.TEST_DATABASE_URL ? 1 : availableParallelism() + 1,
    // A global or an environment variable a test stubs (`vi.stubGlobal`, `vi.stubEnv`) is put back after
    // it, so files that stub share a worker safely.
    unstubGlobals: true,
    unstubEnvs: true,
    sequence: { sequencer: ProcessTestsFirst },
    // Projects extend this list: the lazily decided command families are loaded before every file.
    setupFiles: ['tests/support/command-families.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: isolated,
          isolate: true,
          setupFiles: ['tests/support/quiet-happy-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: dom,
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['tests/support/quiet-happy-dom.ts', 'tests/support/shared-dom.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'shared', include: INCLUDE, exclude: [...isolated, ...dom], isolate: false },
      },
    ],
  },
});
