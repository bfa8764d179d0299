// `npm start` (CONTRACT "Two commands"): installs what is missing, builds the app, then serves it.
// When the real server exists (src/server/main.ts) it runs that (it migrates, seeds and prints its own
// URLs); until then it serves the static build from dist/ on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, ensureInstall, ROOT } from './lib/ensure-install.mjs';

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

try {
  ensureInstall({ browser: false });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

console.log('$ vite build');
const build = spawnSync(bin('vite'), ['build'], { cwd: ROOT, stdio: 'inherit', env: process.env });
if (build.error) fail(build.error.message);
if (build.status !== 0) fail(`vite build exited with ${build.status ?? build.signal}`);

const serverEntry = path.join(ROOT, 'src', 'server', 'main.ts');
const [command, args] = existsSync(serverEntry)
  ? [process.execPath, ['--import', 'tsx', serverEntry]]
  : [
      process.execPath,
      [path.join(ROOT, 'scripts', 'serve-static.mjs'), '--port', process.env.PORT ?? '3000'],
    ];

// Its own process group, so a terminal's Ctrl+C reaches it once: through the forwarding below.
const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env, detached: true });
child.on('error', (error) => fail(error.message));

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
process.on('exit', () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});

child.on('exit', (code, signal) => {
  if (signal) {
    process.exitCode = signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1;
  } else {
    process.exitCode = code ?? 1;
  }
});
