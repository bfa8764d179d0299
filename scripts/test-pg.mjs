#!/usr/bin/env node
// Runs the server suite against a real PostgreSQL (issue 3: the same suite on PGlite and PostgreSQL).
// Starts Debian's PostgreSQL (initdb + pg_ctl from /usr/lib/postgresql/<v>/bin, as the `postgres` user
// when run as root) in a temp folder on a spare loopback port, runs `vitest run tests/server` with
// TEST_DATABASE_URL, stops the server and removes the folder. Installs Debian's postgresql package when it
// is missing. Usage: npm run test:pg [-- [FILE|FOLDER …] [vitest flags]]: files or folders that exist
// (`npm run test:pg -- tests/server/health.test.ts`) run instead of tests/server; every other argument
// (`-t NAME`, `--reporter=verbose`) goes to vitest as it is (write a flag whose value is a path with `=`).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  ensureCaddy,
  ensureNpmDependencies,
  ensurePostgres,
  POSTGRES_ROOT,
  ROOT,
} from './lib/ensure-install.mjs';

// A file or folder narrows the run; anything else (flags and their values) is vitest's.
const args = process.argv.slice(2);
const isPath = (arg) => !arg.startsWith('-') && existsSync(resolve(ROOT, arg));
const paths = args.filter(isPath);
const flags = args.filter((arg) => !isPath(arg));
const missing = flags.filter((arg) => /^tests\/|\.tsx?$/.test(arg));
if (missing.length > 0) {
  // Passed on, a mistyped file would be a filter beside tests/server: the whole suite would run.
  console.error(`No such test file or folder: ${missing.join(', ')}`);
  process.exit(1);
}

ensureNpmDependencies();
ensurePostgres();
ensureCaddy();
const root = POSTGRES_ROOT;
const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
if (!version) {
  console.error('PostgreSQL is not installed (apt-get install postgresql); cannot run the PostgreSQL suite.');
  process.exit(1);
}
const bin = (name) => join(root, version, 'bin', name);
const isRoot = process.getuid?.() === 0;
const asOwner = (command, args) =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
const run = (command, args) => {
  const [file, argv] = asOwner(command, args);
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
};

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

const folder = mkdtempSync(join(tmpdir(), 'pagewright-pg-'));
if (isRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  chownSync(folder, uid, gid);
}
const data = join(folder, 'data');
let started = false;
let status = 1;
try {
  run(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run(bin('pg_ctl'), ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${version} on port ${port}`);
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/vitest'),
    // Every file shares this one database: one file at a time. vitest.config.ts says so itself when
    // TEST_DATABASE_URL is set (its projects' own value wins over this flag).
    ['run', ...(paths.length > 0 ? paths : ['tests/server']), '--maxWorkers=1', ...flags],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    },
  );
  status = result.status ?? 1;
} finally {
  if (started) run(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
