/**
 * Published-site benchmark (`npm run bench:publish`; issue 21 "Budgets"; not part of `npm test`).
 *
 * Runs the app and the sites server in this process on a temp data folder (embedded PGlite, the shipped
 * templates seeded), creates three projects from shipped templates — a website home, a funnel opt-in
 * and a website contact page — publishes each to its own domain, and runs Lighthouse (the npm package,
 * its default mobile preset: simulated Moto G Power on slow 4G) in Debian's Chromium against each
 * published page, the domains resolved to this machine by `--host-resolver-rules`.
 *
 * Served over https as production serves them (issue 21: "through the Caddy https setup"): Debian's Caddy
 * in front of the sites server with the Caddyfile of `src/server/sites/caddyfile.ts` (caddy-front.ts:
 * on-demand TLS asking the app's `/api/tls/ask`, `tls internal`, its http→https redirect) on random
 * loopback ports. Each domain is verified as a customer's would be — a CNAME to the sites target, which
 * "Check DNS" reads from a local DNS server (tests/server/support/fake-dns.ts) — so the ask endpoint lets
 * Caddy issue its certificate. Chromium trusts Caddy's CA by the SPKI hashes of its keys
 * (`--ignore-certificate-errors-spki-list`, caddy-front.ts says why), so pages load as secure pages.
 * Chromium sends the production addresses (`https://{domain}/`, `http://{domain}/`: ports 443 and 80)
 * to Caddy's ports by `--host-resolver-rules` port mappings. Every category is measured at the page's https
 * address (where its canonical link, the sitemap and search results send visitors). One more Lighthouse
 * run per page, of `redirects-http` alone, starts at its http address, so the redirect is judged on
 * Caddy's real 308 (the bench also checks its `Location`): that audit is "not applicable" to an https start,
 * and a run from http always fails `is-on-https` on the redirect's own request, so the two cannot pass in one
 * run. Without Caddy (or with `--http`) pages are served over plain http, as before, and best practices
 * loses exactly `is-on-https` and `redirects-http`.
 *
 * Also times publishing a 20-page project (the opt-in template's page saved under 20 slugs).
 * Budgets: performance ≥ 98, accessibility 100, best practices 100, SEO 100, LCP ≤ 1.5 s,
 * ≤ 60 KB transferred before images for a 10-section page, publishing 20 pages ≤ 2 s.
 * Writes bench/results/publish.json. Options: --runs=N (Lighthouse runs per page, median kept; default 1);
 * --lhr=DIR also writes each run's full Lighthouse report there (`{page}-{run}.json`, and
 * `{page}-http.json` for the http start), to read its diagnostics; --http serves plain http.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { FastifyInstance } from 'fastify';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { AUTH_HEADER } from '../src/api/auth.ts';
import { buildApp, buildSitesApp } from '../src/server/app.ts';
import { startFakeDns } from '../tests/server/support/fake-dns.ts';
import { CADDY_PATH, type CaddyFront, httpAnswer, startCaddyFront } from './caddy-front.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 1);
const LHR_DIR = process.argv.find((arg) => arg.startsWith('--lhr='))?.slice('--lhr='.length);
const HTTPS = !process.argv.includes('--http') && existsSync(CADDY_PATH);
/** Where the bench's customers point their domains (a CNAME each, answered by the local DNS server). */
const SITES_TARGET = 'sites.bench.example';
const BUDGETS = {
  performance: 98,
  accessibility: 100,
  best_practices: 100,
  seo: 100,
  lcp_ms: 1500,
  transfer_before_images_kb: 60,
  publish_20_pages_ms: 2000,
};
const PAGES = [
  { label: 'website home', search: 'Summit', slug: 'index', domain: 'www.website.bench.example' },
  { label: 'funnel opt-in', search: 'free challenge', slug: 'index', domain: 'www.funnel.bench.example' },
  { label: 'website contact', search: 'family clinic', slug: 'contact', domain: 'www.contact.bench.example' },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: API answers and Lighthouse reports are read loosely here
type Json = Record<string, any>;

async function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const answer = await app.inject({
    method,
    url,
    headers: { [AUTH_HEADER]: token },
    ...(body !== undefined && { payload: body as object }),
  });
  const json = answer.json() as Json;
  if (answer.statusCode !== 200)
    throw new Error(`${method} ${url}: ${answer.statusCode} ${JSON.stringify(json)}`);
  return json;
}

const listening = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const writeReport = (name: string, lhr: unknown) => {
  if (!LHR_DIR) return;
  mkdirSync(LHR_DIR, { recursive: true });
  writeFileSync(join(LHR_DIR, `${name}.json`), JSON.stringify(lhr));
};

async function main(): Promise<void> {
  if (!HTTPS && !process.argv.includes('--http'))
    console.log(
      `Note: ${CADDY_PATH} is missing, so pages are served over plain http (best practices loses 2 audits).`,
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewright-bench-publish-'));
  const dns = await startFakeDns(
    Object.fromEntries(PAGES.map((page) => [page.domain, { CNAME: [SITES_TARGET] }])),
  );
  const app = await buildApp({
    dataDir,
    hostedBase: 'http://127.0.0.1:1',
    appOrigin: 'http://127.0.0.1:2',
    dns: { target: { cname: SITES_TARGET }, servers: [dns.server] },
    seed: true,
    logger: false,
  });
  const sites = buildSitesApp({
    dataDir,
    appOrigin: 'http://127.0.0.1:2',
    store: app.store,
    sitesDomain: 'localhost',
  });
  const sitesPort = await listening(sites);
  let caddy: CaddyFront | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    if (HTTPS)
      caddy = await startCaddyFront({
        folder: join(dataDir, 'caddy'),
        askUrl: `http://127.0.0.1:${await listening(app)}/api/tls/ask`,
        sitesUpstream: `127.0.0.1:${sitesPort}`,
      });
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        ...CHROMIUM_ARGS,
        '--headless=new',
        // Behind Caddy the pages have production addresses (ports 80 and 443), sent to Caddy's loopback ports.
        `--host-resolver-rules=${[
          ...(caddy
            ? [
                `MAP *.bench.example:443 127.0.0.1:${caddy.httpsPort}`,
                `MAP *.bench.example:80 127.0.0.1:${caddy.httpPort}`,
              ]
            : []),
          'MAP *.bench.example 127.0.0.1',
        ].join(', ')}`,
        ...(caddy ? [caddy.chromeTrustFlag] : []),
      ],
    });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/app_api/register',
      payload: {
        first_name: 'Bench',
        last_name: 'Mark',
        email: 'bench@example.com',
        password: 'correct horse battery',
      },
    });
    const token = (registered.json() as Json).token as string;

    const rows: Json[] = [];
    for (const target of PAGES) {
      const template = (
        await call(app, token, 'POST', '/api/template/list_template', { search: target.search })
      ).templates[0];
      const project = (
        await call(app, token, 'POST', '/api/project/add_project', {
          project_name: target.label,
          template_id: template._id,
        })
      ).project;
      await call(app, token, 'POST', '/api/project/attach_domain_with_project', {
        project_id: project._id,
        domain: target.domain,
      });
      // Check DNS, as the customer would after adding the CNAME: Caddy's ask endpoint needs it verified.
      const checked = await call(app, token, 'POST', '/api/project/check_domain_dns', {
        project_id: project._id,
      });
      if (checked.domain?.dns_status !== 'verified')
        throw new Error(`${target.domain} not verified: ${JSON.stringify(checked)}`);
      await call(app, token, 'POST', '/api/project/publish', { project_id: project._id });
      const path = `/${target.slug === 'index' ? '' : target.slug}`;
      const url = caddy ? `https://${target.domain}${path}` : `http://${target.domain}:${sitesPort}${path}`;
      const name = target.label.replaceAll(' ', '-');
      const runs: Json[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        runs.push(result.lhr as unknown as Json);
        writeReport(`${name}-${run + 1}`, result.lhr);
      }
      const scores = (category: string) =>
        median(runs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));
      // A visitor who types the name gets http first: Caddy must send them to https, and Lighthouse judges
      // that (`redirects-http`) from an http start. Only that audit: in a run from http the redirect's own
      // request always fails `is-on-https`, which the https runs above judge.
      let httpStart: Json | undefined;
      if (caddy) {
        const redirect = await httpAnswer(caddy.httpPort, target.domain);
        const expected = `https://${target.domain}/`;
        if (redirect.status < 301 || redirect.status > 308 || redirect.location !== expected)
          throw new Error(
            `http://${target.domain}/ answered ${JSON.stringify(redirect)}, not a redirect to ${expected}`,
          );
        const result = await lighthouse(`http://${target.domain}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyAudits: ['redirects-http'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for the http start of ${url}`);
        httpStart = result.lhr as unknown as Json;
        writeReport(`${name}-http`, httpStart);
      }
      const lhr = runs[0]!;
      const requests = (lhr.audits['network-requests']?.details?.items ?? []) as Json[];
      const beforeImages = requests
        .filter((request) => request.resourceType !== 'Image' && request.resourceType !== 'Media')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      const failed = Object.values<Json>({ ...lhr.audits, ...httpStart?.audits })
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      rows.push({
        page: target.label,
        template: template.template_name,
        sections:
          (
            await (await fetch(`http://127.0.0.1:${sitesPort}/${project._id}/${target.slug}.html`)).text()
          ).split('data-section-id=').length - 1,
        performance: scores('performance'),
        accessibility: scores('accessibility'),
        best_practices: scores('best-practices'),
        served: caddy ? 'https (Caddy)' : 'http',
        ...(httpStart && {
          http_start: {
            final_url: httpStart.finalDisplayedUrl,
            redirects_http: httpStart.audits['redirects-http'].score,
          },
        }),
        seo: scores('seo'),
        fcp_ms: Math.round(median(runs.map((r) => r.audits['first-contentful-paint'].numericValue))),
        lcp_ms: Math.round(median(runs.map((r) => r.audits['largest-contentful-paint'].numericValue))),
        tbt_ms: Math.round(median(runs.map((r) => r.audits['total-blocking-time'].numericValue))),
        cls: Number(median(runs.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(3)),
        requests: requests.length,
        transfer_before_images_kb: Number((beforeImages / 1024).toFixed(1)),
        transfer_total_kb: Number(
          (requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
        ),
        failed_binary_audits: failed,
        lcp_element:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
          null,
        main_thread_ms: Object.fromEntries(
          ((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) as Json[]).map((item) => [
            item.group,
            Math.round(item.duration),
          ]),
        ),
        script_bootup_ms: Object.fromEntries(
          ((lhr.audits['bootup-time']?.details?.items ?? []) as Json[]).map((item) => [
            String(item.url).replace(/^https?:\/\/[^/]+/, ''),
            Math.round(item.total),
          ]),
        ),
      });
      console.log(rows.at(-1));
    }

    // Publishing a 20-page project: the opt-in page saved under 20 slugs.
    const template = (
      await call(app, token, 'POST', '/api/template/list_template', { search: 'free challenge' })
    ).templates[0];
    const big = (
      await call(app, token, 'POST', '/api/project/add_project', {
        project_name: 'Twenty pages',
        template_id: template._id,
      })
    ).project;
    const index = await (await fetch(`http://127.0.0.1:${sitesPort}/${big._id}/index.html`)).text();
    const css = await (await fetch(`http://127.0.0.1:${sitesPort}/${big._id}/css/index.css`)).text();
    for (let n = big.page_list.length; n < 20; n++) {
      const slug = `step-${n}`;
      await call(app, token, 'POST', '/api/page/add_page', {
        project_id: big._id,
        page_name: `Step ${n}`,
        page_slug: slug,
      });
      await call(app, token, 'POST', '/api/project/user_template', {
        project_id: big._id,
        slug_name: slug,
        html: index,
        css,
        javascript: '',
      });
    }
    await call(app, token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: big._id,
      domain: 'www.twenty.bench.example',
    });
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await call(app, token, 'POST', '/api/project/publish', { project_id: big._id });
      times.push(performance.now() - started);
    }
    const publish = { pages: 20, runs_ms: times.map(Math.round), median_ms: Math.round(median(times)) };
    console.log('publish', publish);

    const machine = {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      memory_gib: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    };
    const out = {
      date: new Date().toISOString(),
      machine,
      lighthouse_runs_per_page: RUNS,
      served: caddy
        ? 'https through Caddy (on-demand TLS, tls internal), http start checked once per page'
        : 'http',
      budgets: BUDGETS,
      pages: rows,
      publish,
    };
    writeFileSync(join(ROOT, 'bench/results/publish.json'), `${JSON.stringify(out, null, 2)}\n`);
    console.log('Wrote bench/results/publish.json');
  } finally {
    await chrome?.kill();
    await caddy?.close();
    await sites.close();
    await app.close();
    await dns.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
