import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const INCLUDE = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];

/**
 * A test file that swaps a DOM in (`@vitest-environment`), mocks modules, globals or the environment, or
 * installs a global (fake-indexeddb's `indexedDB`, whose databases would outlive the file) gets a fresh
 * process of its own, as every file did before; the rest share one process per worker, so the
 * server's module graph (fastify, drizzle, PGlite, zod, every route) is imported once per worker instead
 * of once per file — most of the suite's wall time was that import (docs/benchmarks.md, "Unit suite wall
 * time"). Read from the files themselves, so a new test that mocks is isolated without a list to keep.
 */
const NEEDS_ISOLATION =
  /@vitest-environment|\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(|fake-indexeddb\/auto|globalThis\.\w+ = /;

function isolatedTestFiles(): string[] {
  const tests = fileURLToPath(new URL('tests/', import.meta.url));
  return readdirSync(tests, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(`${tests}${file}`, 'utf8')))
    .map((file) => `tests/${file}`);
}

const isolated = isolatedTestFiles();

export default defineConfig({
  test: {
    // No root `include`: `extends: true` concatenates arrays, so each project names its own files.
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker (cores − 1); the tests wait on PGlite, sockets
    // and child processes often enough that two keep both cores busy.
    maxWorkers: 2,
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
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: isolated, isolate: false } },
    ],
  },
});
