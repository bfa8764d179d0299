// `npm run bench`: bundles bench/core.bench.ts with esbuild the way the app ships its code (Vite's production
// build does not keep function names), then runs it with Node. tsx would measure its own wrapping too.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ROOT } from './lib/ensure-install.mjs';

const out = join(ROOT, 'bench', `.core.bundle.${process.pid}.mjs`);
try {
  const build = spawnSync(
    bin('esbuild'),
    [
      'bench/core.bench.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      `--outfile=${out}`,
      '--log-level=warning',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const run = spawnSync(process.execPath, [out], { cwd: ROOT, stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(out, { force: true });
}
