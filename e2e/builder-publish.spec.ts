// The builder's outputs on the real server (issue 5 Tests): an exported trace replays with `npm run replay`
// to exactly the html the builder saved; Publish without a domain says so, and with a domain the
// published page on the sites origin shows the edits.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appApi } from './support/app-api.ts';
import { canvasSectionTitles, openTemplatePageInBuilder } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** GET on the sites origin as a browser asking for `host` would. */
function getAsHost(sitesUrl: string, host: string, path = '/'): Promise<{ status: number; body: string }> {
  const url = new URL(path, sitesUrl);
  return new Promise((done, fail) => {
    const outgoing = httpRequest(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', fail);
    outgoing.end();
  });
}

const api = appApi;

test('an exported trace replays to the saved html; publish needs a domain, then serves the edits', async ({
  page,
  server,
  shot,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const projectId = await openTemplatePageInBuilder(page, 'Publish test');

  // One edit, saved.
  const before = await canvasSectionTitles(page);
  await page
    .getByRole('region', { name: 'Funnel and sections' })
    .getByRole('button', { name: `Move ${before[2]} up` })
    .click();
  const edited = [before[0], before[2], before[1], ...before.slice(3)];
  await expect.poll(() => canvasSectionTitles(page)).toEqual(edited);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });

  // Export the trace and replay it in Node: the html is the saved file, byte for byte.
  const downloading = page.waitForEvent('download');
  // Export trace sits in the top bar's More menu (issue 20 §4).
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Export trace' }).click();
  const tracePath = await (await downloading).path();
  const out = mkdtempSync(join(tmpdir(), 'pw-replay-'));
  try {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/replay.ts', tracePath, '--out', out],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const html = readdirSync(out).find((name) => name.endsWith('.html'))!;
    const slug = html.replace(/\.html$/, '');
    const replayed = readFileSync(join(out, html), 'utf8');
    const saved = await (await fetch(`${server.sitesUrl}/${projectId}/${slug}.html`)).text();
    expect(replayed).toBe(saved);
    expect(saved).toContain(`data-section-title="${edited[1]}"`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }

  // Publish without a domain: the spec's message, nothing published.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Please add your domain from your Project settings')).toBeVisible();
  // The toast offers the way to add one.
  await expect(page.getByRole('button', { name: 'Website settings' })).toBeVisible();
  await shot('publish-no-domain');

  // With a domain (attached through the API, as the settings screen does), the sites origin serves the edits.
  const domain = `publish-${Date.now().toString(36)}.example.test`;
  const attached = await api(page, 'POST', '/api/project/attach_domain_with_project', {
    project_id: projectId,
    domain,
  });
  expect(attached.code).toBe(200);
  await page.reload();
  await expect.poll(async () => (await canvasSectionTitles(page)).length).toBeGreaterThan(2);
  // The domain is not real: the new tab's request is answered here, so its address can be read.
  await page.context().route(`https://${domain}/**`, (route) => route.fulfill({ body: 'opened' }));
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Project Published Successfully')).toBeVisible();
  // About 1 s later the builder opens the domain in a new tab.
  expect((await opened).url()).toContain(domain);
  // And the toast's link opens it whenever asked (a browser may block the tab no click opened).
  const again = page.context().waitForEvent('page');
  await shot('published');
  await page.getByRole('button', { name: 'View live site' }).click();
  expect((await again).url()).toContain(domain);
  const published = await getAsHost(server.sitesUrl, domain);
  expect(published.status).toBe(200);
  const order = [...published.body.matchAll(/data-section-title="([^"]*)"/g)].map((match) => match[1]);
  expect(order).toEqual(edited);
  expect(errors).toEqual([]);
});
