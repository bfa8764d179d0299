/**
 * Login benchmark (issue 22 §4 "keep login p95 reasonable on 2 cores"; not part of `npm test`):
 * `node --import tsx bench/login.bench.ts`.
 *
 * Builds the app in process (embedded PGlite in a temp folder) with the production auth settings
 * (scrypt N=2^17, r=8, p=1; DEFAULT_AUTH_LIMITS), signs up a few users, then times successful
 * `POST /api/app_api/login` calls through `app.inject` with 1, 2, 4 and 8 in flight. While the 4-in-flight
 * run goes, a cheap authenticated call (`detail_customer_by_token`) is timed every 50 ms, to show that
 * hashing runs off the event loop. One sequential run at the old cost (N=2^14) is the comparison.
 * Writes bench/results/login.json. Options: --logins=N per run (default 20).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { AUTH_HEADER } from '../src/api/auth.ts';
import { buildApp } from '../src/server/app.ts';
import { LEGACY_PASSWORD_COST } from '../src/server/auth/password.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const LOGINS = Number(process.argv.find((arg) => arg.startsWith('--logins='))?.split('=')[1] ?? 20);
const PASSWORD = 'benchmark password';

interface Figures {
  cost: string;
  in_flight: number;
  logins: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
  logins_per_s: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(
  app: Awaited<ReturnType<typeof buildApp>>,
  emails: string[],
  inFlight: number,
  cost: string,
): Promise<Figures> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < LOGINS) {
      const email = emails[next++ % emails.length]!;
      const begin = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/app_api/login',
        payload: { email, password: PASSWORD },
      });
      if (answer.statusCode !== 200) throw new Error(`login answered ${answer.statusCode}: ${answer.body}`);
      times.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  return {
    cost,
    in_flight: inFlight,
    logins: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    max_ms: round(sorted.at(-1) ?? 0),
    logins_per_s: Math.round((sorted.length / seconds) * 100) / 100,
  };
}

/** Times a cheap authenticated call every 50 ms until `done` settles. */
async function probe(app: Awaited<ReturnType<typeof buildApp>>, token: string, done: Promise<unknown>) {
  const times: number[] = [];
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  while (!finished) {
    const begin = performance.now();
    await app.inject({
      method: 'GET',
      url: '/api/customer/detail_customer_by_token',
      headers: { [AUTH_HEADER]: token },
    });
    times.push(performance.now() - begin);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
  };
}

async function withApp<T>(
  cost: 'production' | 'legacy',
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewright-login-bench-'));
  const app = await buildApp({
    dataDir,
    hostedBase: 'http://127.0.0.1:3001',
    appOrigin: 'http://localhost:3000',
    ...(cost === 'legacy' && { auth: { passwordCost: LEGACY_PASSWORD_COST } }),
  });
  try {
    return await run(app);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signUp(app: Awaited<ReturnType<typeof buildApp>>, count: number) {
  const users: { email: string; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const email = `login-bench-${i}@example.test`;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/app_api/register',
      payload: { first_name: 'Bench', last_name: `User ${i}`, email, password: PASSWORD },
    });
    if (answer.statusCode !== 200) throw new Error(`register answered ${answer.statusCode}: ${answer.body}`);
    users.push({ email, token: answer.json().token });
  }
  return users;
}

const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(
  `\nMachine: ${machine}; load average before: ${loadavg()[0]!.toFixed(2)}; ${LOGINS} logins per run\n`,
);

const figures: Figures[] = [];
let eventLoop: Awaited<ReturnType<typeof probe>> | undefined;
await withApp('production', async (app) => {
  const users = await signUp(app, 8);
  const emails = users.map((user) => user.email);
  await measure(app, emails, 1, 'warm-up');
  for (const inFlight of [1, 2, 4, 8]) {
    if (inFlight === 4) {
      const run = measure(app, emails, inFlight, 'N=2^17');
      eventLoop = await probe(app, users[0]!.token, run);
      figures.push(await run);
    } else {
      figures.push(await measure(app, emails, inFlight, 'N=2^17'));
    }
  }
});
await withApp('legacy', async (app) => {
  const users = await signUp(app, 4);
  figures.push(
    await measure(
      app,
      users.map((user) => user.email),
      1,
      'N=2^14 (old)',
    ),
  );
});

console.table(figures);
console.log('detail_customer_by_token while 4 logins are in flight:', eventLoop);
console.log(`load average after: ${loadavg()[0]!.toFixed(2)}`);
writeFileSync(
  join(ROOT, 'bench/results/login.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, logins_per_run: LOGINS, figures, during_logins: eventLoop }, null, 2)}\n`,
);
