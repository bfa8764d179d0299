// Installs what a fresh clone is missing, shared by `npm test` and `npm start` (CONTRACT "Two commands"):
// npm dependencies via `npm ci`, and Debian's `chromium` package via apt-get when /usr/bin/chromium is
// absent. It never downloads a browser build (no `playwright install`).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Path of a binary installed by npm in this repository (never npx: no surprise downloads). */
export function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** True when node_modules is missing or older than package-lock.json. */
export function needsNpmInstall() {
  const lock = path.join(ROOT, 'package-lock.json');
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(path.join(ROOT, 'node_modules')) || !existsSync(installed)) return true;
  if (!existsSync(lock)) return false;
  return statSync(lock).mtimeMs > statSync(installed).mtimeMs;
}

export function ensureNpmDependencies() {
  if (!needsNpmInstall()) return;
  console.log('Installing npm dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian packages with apt-get (via sudo when not root), refreshing the package lists first. */
export function aptInstall(...packages) {
  if (!hasCommand('apt-get')) {
    throw new Error(`apt-get is not available: install Debian's ${packages.join(', ')} package(s) by hand`);
  }
  // Without a terminal, `sudo -n` fails at once instead of waiting for a password nobody can type.
  const sudo = isRoot() ? [] : ['sudo', ...(process.stdin.isTTY ? [] : ['-n'])];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (...args) =>
    sudo.length > 0
      ? run(sudo[0], [...sudo.slice(1), 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], { env })
      : run('apt-get', args, { env });
  aptGet('update');
  aptGet('install', '-y', ...packages);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`Installing Debian's chromium package (${CHROMIUM_PATH} is missing)…`);
  aptInstall('chromium');
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
}

export const POSTGRES_ROOT = '/usr/lib/postgresql';

/** Debian's PostgreSQL server binaries, for `npm run test:pg`. */
export function ensurePostgres() {
  if (existsSync(POSTGRES_ROOT)) return;
  console.log(`Installing Debian's postgresql package (${POSTGRES_ROOT} is missing)…`);
  aptInstall('postgresql');
}

export const CADDY_PATH = '/usr/bin/caddy';

/** Debian's Caddy, which the on-demand TLS integration test runs in front of the sites server. */
export function ensureCaddy() {
  if (existsSync(CADDY_PATH)) return;
  console.log(`Installing Debian's caddy package (${CADDY_PATH} is missing)…`);
  aptInstall('caddy');
}

/** Installs whatever is missing; `browser: false` skips Chromium (npm start needs no browser). */
export function ensureInstall({ browser = true } = {}) {
  ensureNpmDependencies();
  if (browser) ensureChromium();
}
