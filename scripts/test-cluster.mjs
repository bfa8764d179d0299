#!/usr/bin/env node
// Two instances behind a load balancer (issue 26 "A cluster test"): Debian's PostgreSQL (as test-pg.mjs
// starts it), the S3 test server (s3rver, scripts/s3-test-server.mjs), two server processes on their own
// ports, and Debian's Caddy round-robin in front of both app origins and both sites origins. Then the
// issue's scenario, each step printed as it passes:
//   register through A; save through the balancer (requests land on both); publish through B; read the
//   published site through the balancer; upload a gallery image on A and read it on B; log out on A and
//   B refuses the token within 1 s (LISTEN/NOTIFY; the 5 s token cache is only the fallback); kill -9 A
//   during a run of saves retried with their idempotency keys (the balancer sends the retries to B) and
//   every acknowledged save is there; restart A and it joins.
// Then the load figures (autocannon, 50 connections, CLUSTER_LOAD_SECONDS each, default 20; `--no-load`
// skips them): page detail and save, through the balancer on two instances and straight to one; recorded,
// not asserted (this machine's cores are shared). Usage: npm run test:cluster (CLUSTER_CADDY_LOG=<file> keeps Caddy's
// log, which holds request headers: for debugging only).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import autocannon from 'autocannon';
import {
  CADDY_PATH,
  ensureCaddy,
  ensureNpmDependencies,
  ensurePostgres,
  POSTGRES_ROOT,
  ROOT,
} from './lib/ensure-install.mjs';

ensureNpmDependencies();
ensurePostgres();
ensureCaddy();
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const folder = mkdtempSync(join(tmpdir(), 'pagewright-cluster-'));
const children = new Set();
const cleanups = [];
let failed = false;

function step(name) {
  console.log(`ok - ${name}`);
}
function check(condition, message) {
  if (!condition) throw new Error(message);
}

// ---- PostgreSQL (as scripts/test-pg.mjs) ----
async function startPostgres() {
  const version = readdirSync(POSTGRES_ROOT).sort((a, b) => Number(b) - Number(a))[0];
  const bin = (name) => join(POSTGRES_ROOT, version, 'bin', name);
  const isRoot = process.getuid?.() === 0;
  const run = (command, args) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], {
          stdio: ['ignore', 'ignore', 'inherit'],
        })
      : execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  // A temp folder of its own: the postgres user cannot enter the (root-only) cluster folder.
  const pgFolder = mkdtempSync(join(tmpdir(), 'pagewright-cluster-pg-'));
  cleanups.push(() => rmSync(pgFolder, { recursive: true, force: true }));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(pgFolder, uid, gid);
  }
  const data = join(pgFolder, 'data');
  const port = await freePort();
  run(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${pgFolder} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  run(bin('pg_ctl'), ['-D', data, '-o', options, '-l', join(pgFolder, 'server.log'), '-w', 'start']);
  cleanups.push(() => run(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']));
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Spawns a child process and resolves with it when a stdout line matches `ready`. */
async function startChild(name, command, args, options, ready) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const lines = [];
  child.stderr.on('data', (chunk) => lines.push(String(chunk)));
  const reader = createInterface({ input: child.stdout });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${lines.join('')}`)), 120_000);
    reader.on('line', (line) => {
      const match = ready.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}):\n${lines.join('').slice(-2000)}`));
    });
  });
}

async function startS3() {
  const dir = join(folder, 's3');
  mkdirSync(dir);
  const { match } = await startChild(
    's3rver',
    process.execPath,
    ['--openssl-legacy-provider', join(ROOT, 'scripts/s3-test-server.mjs'), dir],
    {},
    /^\{"port":(\d+)\}$/,
  );
  const endpoint = `http://127.0.0.1:${match[1]}`;
  const settings = {
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'pagewright-cluster',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: settings.S3_BUCKET }));
  client.destroy();
  return settings;
}

async function startInstance(name, env) {
  const { child } = await startChild(
    `instance ${name}`,
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts'],
    { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'warn' } },
    /^Pagewright is ready/,
  );
  return child;
}

async function startCaddy(appPorts, sitesPorts, lbApp, lbSites) {
  const upstreams = (ports) => ports.map((port) => `127.0.0.1:${port}`).join(' ');
  // No passive health checks on the app block: Caddy 2.6 cannot resend a POST body to the next upstream
  // after a failed dial ("invalid Read on closed Body") and would count that against the healthy one.
  // Active checks of /api/ready take a dead or draining instance out; clients retry with their
  // idempotency key.
  const config = `{
	admin off
	auto_https off
}

http://:${lbApp} {
	reverse_proxy ${upstreams(appPorts)} {
		lb_policy round_robin
		lb_try_duration 10s
		health_uri /api/ready
		health_interval 1s
	}
}

http://:${lbSites} {
	reverse_proxy ${upstreams(sitesPorts)} {
		lb_policy round_robin
		lb_try_duration 10s
		fail_duration 10s
	}
}
`;
  const file = join(folder, 'Caddyfile');
  writeFileSync(file, config);
  const child = spawn(CADDY_PATH, ['run', '--config', file, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'ignore', openSync(process.env.CLUSTER_CADDY_LOG ?? '/dev/null', 'w')],
    env: { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  for (let tries = 0; tries < 100; tries++) {
    try {
      await fetch(`http://127.0.0.1:${lbApp}/api/ready`);
      return child;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('Caddy did not start');
}

/** A JSON call; answers status, body and headers. */
async function call(base, token, method, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token && { 'x-sh-auth': token }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, body: json, text, headers: response.headers };
}

/** GET with a Host header (fetch cannot set one). */
function getAsHost(port, host, path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function scenario() {
  const databaseUrl = await startPostgres();
  step('PostgreSQL started');
  const s3 = await startS3();
  step('S3 test server started');
  const [appA, sitesA, appB, sitesB, lbApp, lbSites] = await Promise.all(Array.from({ length: 6 }, freePort));
  const common = {
    DATABASE_URL: databaseUrl,
    ...s3,
    SECRET_KEY: 'cluster-test-secret-key',
    HOST: '127.0.0.1',
    APP_ORIGIN: `http://127.0.0.1:${lbApp}`,
    HOSTED_BASE: `http://127.0.0.1:${lbSites}`,
    TRUST_PROXY: '1',
    REGISTRATIONS_PER_HOUR: '1000',
    SPA_DIR: join(folder, 'no-spa'),
  };
  const envOf = (port, sitesPort, name) => ({
    ...common,
    PORT: String(port),
    SITES_PORT: String(sitesPort),
    DATA_DIR: join(folder, `data-${name}`),
  });
  // Both at once: the migrations' advisory lock keeps them from racing.
  let [a] = await Promise.all([
    startInstance('A', envOf(appA, sitesA, 'a')),
    startInstance('B', envOf(appB, sitesB, 'b')),
  ]);
  step('two instances started together on one database and one bucket');
  await startCaddy([appA, appB], [sitesA, sitesB], lbApp, lbSites);
  step('Caddy balances both app origins and both sites origins');

  const A = `http://127.0.0.1:${appA}`;
  const B = `http://127.0.0.1:${appB}`;
  const LB = `http://127.0.0.1:${lbApp}`;
  for (const base of [A, B]) {
    const health = await call(base, undefined, 'GET', '/api/health');
    check(health.status === 200 && health.body.checks.storage === 'ok', `health ${base}: ${health.text}`);
  }
  step('both instances healthy (database and bucket)');

  const email = `cluster-${Date.now()}@example.test`;
  const registered = await call(A, undefined, 'POST', '/api/app_api/register', {
    first_name: 'Cluster',
    last_name: 'Test',
    email,
    password: 'correct horse battery',
  });
  check(registered.status === 200, `register: ${registered.text}`);
  const token = registered.body.token;
  step('registered through A');

  const project = await call(LB, token, 'POST', '/api/project/add_project', { project_name: 'Cluster' });
  check(project.status === 200, `add_project: ${project.text}`);
  const projectId = project.body.project._id;
  const save = (n, key) =>
    call(
      LB,
      token,
      'POST',
      '/api/project/user_template',
      {
        project_id: projectId,
        slug_name: 'index',
        html: `<!doctype html><html><body><p>save ${n}</p></body></html>`,
        css: `p{--n:${n}}`,
        javascript: '',
      },
      key ? { 'idempotency-key': key } : {},
    );
  let revision = 0;
  for (let n = 1; n <= 6; n++) {
    const saved = await save(n);
    check(saved.status === 200 && saved.body.revision > revision, `save ${n}: ${saved.text}`);
    revision = saved.body.revision;
  }
  step('six saves through the balancer (round robin over both instances), revisions in order');

  const attached = await call(B, token, 'POST', '/api/project/attach_domain_with_project', {
    project_id: projectId,
    domain: 'www.cluster.example',
  });
  check(attached.status === 200, `attach: ${attached.text}`);
  const published = await call(B, token, 'POST', '/api/project/publish', { project_id: projectId });
  check(published.status === 200, `publish: ${published.text}`);
  step('published through B');
  for (let n = 0; n < 4; n++) {
    const page = await getAsHost(lbSites, 'www.cluster.example', '/');
    check(page.status === 200 && page.body.includes('save 6'), `published page via balancer: ${page.status}`);
  }
  step('the published site reads the same through the balancer from both sites origins');

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.append('upload_file', new Blob([png], { type: 'image/png' }), 'dot.png');
  const uploaded = await fetch(`${A}/api/customer/upload_picture_to_user_gallery`, {
    method: 'POST',
    headers: { 'x-sh-auth': token },
    body: form,
  });
  const upload = await uploaded.json();
  check(uploaded.status === 200, `upload: ${JSON.stringify(upload)}`);
  const imagePath = new URL(upload.file.url).pathname;
  const image = await fetch(`http://127.0.0.1:${sitesB}${imagePath}`);
  const imageBytes = Buffer.from(await image.arrayBuffer());
  check(image.status === 200 && imageBytes.length === upload.file.size, `image on B: ${image.status}`);
  step('a gallery image uploaded on A reads on B');

  const me = (base) => call(base, token, 'GET', '/api/customer/detail_customer_by_token');
  check((await me(B)).status === 200, 'B knows the session');
  check((await call(A, token, 'POST', '/api/app_api/logout')).status === 200, 'logout on A');
  // A notifies before its logout answers; B's listener drops its cached lookup (auth/revocations.ts).
  const loggedOut = Date.now();
  let refusedAfter;
  while (Date.now() - loggedOut < 7_000) {
    if ((await me(B)).status === 401) {
      refusedAfter = Date.now() - loggedOut;
      break;
    }
    await sleep(20);
  }
  check(
    refusedAfter !== undefined && refusedAfter <= 1_000,
    `B still accepts the token ${refusedAfter ?? 'over 7000'} ms after the logout (LISTEN/NOTIFY should drop it at once)`,
  );
  step(
    `logged out on A: B refuses the token after ${refusedAfter} ms (LISTEN/NOTIFY; the 5 s token cache is the fallback)`,
  );

  // A run of saves, each retried with its idempotency key until acknowledged; A dies in the middle.
  const relogin = await call(B, undefined, 'POST', '/api/app_api/login', {
    email,
    password: 'correct horse battery',
  });
  const token2 = relogin.body.token;
  const acknowledged = [];
  for (let n = 1; n <= 20; n++) {
    if (n === 8) {
      a.kill('SIGKILL');
      await once(a, 'exit');
    }
    const key = `cluster-save-${n}-${Date.now()}`;
    for (let attempt = 0; ; attempt++) {
      let answer;
      try {
        answer = await call(
          LB,
          token2,
          'POST',
          '/api/project/user_template',
          {
            project_id: projectId,
            slug_name: 'index',
            html: `<p>run ${n}</p>`,
            css: '',
            javascript: '',
          },
          { 'idempotency-key': key },
        );
      } catch {
        answer = undefined;
      }
      if (answer?.status === 200) {
        acknowledged.push({ n, revision: answer.body.revision });
        break;
      }
      if (attempt >= 20) {
        const readyB = await call(B, undefined, 'GET', '/api/ready').catch((error) => ({
          text: String(error),
        }));
        throw new Error(
          `save ${n} never acknowledged: ${answer?.status} ${answer?.text}; B ready: ${readyB.text}`,
        );
      }
      await sleep(250);
    }
  }
  const revisions = acknowledged.map((entry) => entry.revision);
  check(
    revisions.every((value, index) => index === 0 || value > revisions[index - 1]),
    `revisions not increasing: ${revisions}`,
  );
  const hosted = await fetch(`http://127.0.0.1:${lbSites}/${projectId}/index.html`);
  const hostedHtml = await hosted.text();
  check(hostedHtml === '<p>run 20</p>', `after the run the page is ${hostedHtml.slice(0, 80)}`);
  step(
    'kill -9 A during 20 saves: each acknowledged after retries with its idempotency key, revisions in order, the last one served',
  );

  a = await startInstance('A again', envOf(appA, sitesA, 'a'));
  const ready = await call(A, undefined, 'GET', '/api/ready');
  check(ready.status === 200, `A not ready after restart: ${ready.text}`);
  check((await me(A)).status === 401, 'the logged-out token stays refused on the restarted A');
  step('A restarted and joined (migrations already applied, under the advisory lock)');

  if (!process.argv.includes('--no-load')) {
    const pageId = project.body.project.page_list[0]._id;
    await measureLoad({ balancer: LB, single: A, token: token2, projectId, pageId });
  }
}

/** Page detail and save at 50 connections, through the balancer (two instances) and on A alone. */
async function measureLoad({ balancer, single, token, projectId, pageId }) {
  const seconds = Number(process.env.CLUSTER_LOAD_SECONDS) || 20;
  const headers = { 'x-sh-auth': token, 'content-type': 'application/json' };
  const body = JSON.stringify({
    project_id: projectId,
    slug_name: 'index',
    html: `<!doctype html><html><body>${'<section><p>load</p></section>'.repeat(200)}</body></html>`,
    css: 'p{color:teal}',
    javascript: '',
  });
  const rows = [];
  for (const [instances, base] of [
    ['one', single],
    ['two', balancer],
  ]) {
    for (const [call, options] of [
      ['detail_page', { url: `${base}/api/page/detail_page/${pageId}`, headers }],
      ['user_template', { url: `${base}/api/project/user_template`, method: 'POST', headers, body }],
    ]) {
      const result = await autocannon({ connections: 50, duration: seconds, ...options });
      rows.push({
        instances,
        call,
        requests_per_s: Math.round(result.requests.average),
        p99_ms: result.latency.p99,
        non_2xx: result.non2xx,
        errors: result.errors,
      });
    }
  }
  console.log(`load, 50 connections, ${seconds} s each, PostgreSQL + S3:`);
  console.table(rows);
}

try {
  await scenario();
  console.log('cluster scenario passed');
} catch (error) {
  failed = true;
  console.error(`not ok - ${error.message}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
  if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
