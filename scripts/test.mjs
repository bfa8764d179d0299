// `npm test` (CONTRACT "Two commands"): installs what a fresh clone is missing, then runs every suite
// in order — type check, lint, vitest (unit/property/integration), build + Playwright (browser) —
// each one even when an earlier one failed. CI reads only the last line, `N passed, N failed`: it sums
// every vitest test, every Playwright test, and 1 each for the type check and lint. A runner that
// crashes, a test file that cannot load, a failed build or a suite that finds no tests counts as a
// failure, so the last line never reports a clean run that did not happen.
// Filter with `npm test -- --only=static,unit,e2e` (any subset).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bin, ensureCaddy, ensureChromium, ensureNpmDependencies, ROOT } from './lib/ensure-install.mjs';

const GROUPS = ['static', 'unit', 'e2e'];

function parseOnly(argv) {
  const values = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--only=')) values.push(arg.slice('--only='.length));
    else if (arg === '--only' && argv[i + 1] !== undefined) values.push(argv[++i]);
    else {
      console.error(`npm test: unknown argument ${arg} (use --only=${GROUPS.join(',')})`);
      process.exit(2);
    }
  }
  if (values.length === 0) return new Set(GROUPS);
  const groups = new Set(values.flatMap((v) => v.split(',')).filter(Boolean));
  for (const group of groups) {
    if (!GROUPS.includes(group)) {
      console.error(`npm test: unknown group "${group}" (use ${GROUPS.join(', ')})`);
      process.exit(2);
    }
  }
  return groups;
}

const only = parseOnly(process.argv.slice(2));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pagewright-test-'));
/** @type {{suite: string, passed: number, failed: number, skipped: number | null, seconds: number, note: string}[]} */
const rows = [];
/** @type {string[]} */
const failures = [];

function heading(title) {
  console.log(`\n━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

/** Runs a command in the foreground, streaming its output; returns its exit code and duration. */
function run(command, args, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  if (result.error) {
    console.error(`${path.basename(command)}: ${result.error.message}`);
    return { code: 127, seconds };
  }
  return { code: result.status ?? 1, seconds };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function addRow(row) {
  rows.push({ skipped: null, note: '', ...row });
}

function runCheck(suite, command, args) {
  heading(suite);
  const { code, seconds } = run(command, args);
  if (code !== 0) failures.push(`${suite}: exited with ${code}`);
  addRow({ suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds });
}

/**
 * Turns a runner's counts and exit code into a row. Whatever the runner's own counts say, a non-zero
 * exit with no failed test, or a run with no test at all, is one failure.
 */
function addRunnerRow(suite, report, code, seconds) {
  if (!report) {
    failures.push(`${suite}: no report (runner crashed, exit ${code})`);
    addRow({ suite, passed: 0, failed: 1, seconds, note: `no report, exit ${code}` });
    return;
  }
  let { passed, failed } = report;
  let note = report.note ?? '';
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = [note, `exit ${code} without a failed test`].filter(Boolean).join('; ');
    if (!report.listedErrors)
      failures.push(`${suite}: exit ${code} without a failed test (errors outside tests)`);
  } else if (passed + failed === 0) {
    failed = 1;
    note = 'no tests found';
    failures.push(`${suite}: ${note}`);
  }
  addRow({ suite, passed, failed, skipped: report.skipped, seconds, note });
}

function readVitestReport(file) {
  const json = readJson(file);
  if (!json || typeof json.numTotalTests !== 'number') return null;
  let failed = json.numFailedTests ?? 0;
  let brokenFiles = 0;
  for (const result of json.testResults ?? []) {
    const assertions = result.assertionResults ?? [];
    const file = path.relative(ROOT, String(result.name ?? ''));
    for (const test of assertions) {
      if (test.status === 'failed') failures.push(`vitest: ${file} › ${test.fullName ?? test.title}`);
    }
    // A file that fails to load (syntax error, throwing import, failing hook) has no failed test of its own.
    if (result.status === 'failed' && !assertions.some((test) => test.status === 'failed')) {
      brokenFiles++;
      const message = String(result.message ?? '').split('\n')[0];
      failures.push(`vitest: ${file} failed to run${message ? `: ${message}` : ''}`);
    }
  }
  failed += brokenFiles;
  return {
    passed: json.numPassedTests ?? 0,
    failed,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    note: brokenFiles > 0 ? `${brokenFiles} file(s) failed to run` : '',
  };
}

function collectPlaywrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') failures.push(`playwright: ${[...here, spec.title].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child, here);
}

function readPlaywrightReport(file) {
  const json = readJson(file);
  if (!json?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  for (const suite of json.suites ?? []) collectPlaywrightFailures(suite);
  const errors = json.errors ?? [];
  for (const error of errors) {
    failures.push(`playwright: ${String(error.message ?? error.value ?? 'error').split('\n')[0]}`);
  }
  const notes = [];
  if (flaky > 0) notes.push(`${flaky} flaky`);
  if (errors.length > 0) notes.push(`${errors.length} error(s) outside tests`);
  return {
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    note: notes.join(', '),
    listedErrors: errors.length > 0,
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function printSummary(totalSeconds) {
  heading('summary');
  if (failures.length > 0) {
    console.log('Failures:');
    for (const failure of failures.slice(0, 30)) console.log(`  ✗ ${failure}`);
    if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
    console.log('');
  }
  const header = ['suite', 'passed', 'failed', 'skipped', 'time', ''];
  const lines = rows.map((r) => [
    r.suite,
    String(r.passed),
    String(r.failed),
    r.skipped === null ? '-' : String(r.skipped),
    `${r.seconds.toFixed(1)}s`,
    r.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
      )
      .join('  ')
      .trimEnd();
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  console.log(`total time ${totalSeconds.toFixed(1)}s`);
}

async function main() {
  const started = performance.now();
  try {
    ensureNpmDependencies();
    if (only.has('e2e')) ensureChromium();
    if (only.has('unit')) ensureCaddy();
  } catch (error) {
    console.error(`npm test: install failed: ${error instanceof Error ? error.message : String(error)}`);
    addRow({ suite: 'install', passed: 0, failed: 1, seconds: (performance.now() - started) / 1000 });
    failures.push('install failed');
  }
  const installed = rows.length === 0;

  if (installed && only.has('static')) {
    runCheck('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    runCheck('lint', bin('biome'), ['check', '.']);
  }

  if (installed && only.has('unit')) {
    heading('vitest');
    const file = path.join(tmp, 'vitest.json');
    const args = [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      '--passWithNoTests',
    ];
    const { code, seconds } = run(bin('vitest'), args);
    addRunnerRow('vitest', readVitestReport(file), code, seconds);
  }

  if (installed && only.has('e2e')) {
    heading('vite build');
    const build = run(bin('vite'), ['build']);
    if (build.code !== 0) {
      failures.push(`vite build: exited with ${build.code}; browser tests not run`);
      addRow({ suite: 'build', passed: 0, failed: 1, seconds: build.seconds, note: 'browser tests not run' });
    } else {
      heading('playwright');
      const file = path.join(tmp, 'playwright.json');
      const env = { PLAYWRIGHT_JSON_OUTPUT_FILE: file, E2E_PORT: String(await freePort()) };
      const { code, seconds } = run(bin('playwright'), ['test', '--reporter=list,json'], env);
      addRunnerRow('playwright', readPlaywrightReport(file), code, seconds + build.seconds);
      const last = rows.at(-1);
      if (last)
        last.note = [`incl. ${build.seconds.toFixed(1)}s build`, last.note].filter(Boolean).join('; ');
    }
  }

  rmSync(tmp, { recursive: true, force: true });
  printSummary((performance.now() - started) / 1000);
  const passed = rows.reduce((sum, r) => sum + r.passed, 0);
  const failed = rows.reduce((sum, r) => sum + r.failed, 0);
  // CI reads only this line: keep it last, alone, and plain.
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
}

await main();
