// The content library in Chromium (issue 6): every library section (grouped by kind, one page per
// kind) and every template page, built as real saved pages (section.add → savePayload), checked at
// 1280, 768 and 390 px for console errors, failed requests, horizontal overflow, broken images and
// axe serious/critical violations.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  buildSavedPage,
  prepareSiteFolder,
  STILL_CSS,
  scrollThrough,
  serveFolder,
  writeSavedPage,
} from '../scripts/content/site.ts';
import { loadSectionLibrary, loadTemplates } from '../src/server/content/library.ts';
import { collectPageErrors } from './support/page-errors.ts';

const WIDTHS = [1280, 768, 390] as const;

/**
 * The spec fixes the default palette's white on #EB144C at 4.43:1 (src/domain/palettes.ts), just
 * under AA's 4.5:1; axe findings for exactly that pair are the spec's, not the library's.
 */
const SPEC_FIXED_PAIR = new Set(['#ffffff|#eb144c', '#eb144c|#ffffff']);

interface Target {
  readonly name: string;
  readonly file: string;
}

const sectionPages: Target[] = [];
const templatePages: Target[] = [];
let server: Server;
let base = '';
let dir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pw-content-e2e-'));
  prepareSiteFolder(dir);
  const sections = await loadSectionLibrary();
  const kinds = [...new Set(sections.map((s) => s.section_type))];
  for (const kind of kinds) {
    const group = sections.filter((s) => s.section_type === kind);
    const file = writeSavedPage(
      dir,
      buildSavedPage(group, {}, { page_name: kind, page_slug: `kind-${kind}` }),
    );
    sectionPages.push({ name: `${kind} (${group.map((s) => s.section_name).join(', ')})`, file });
  }
  for (const t of await loadTemplates()) {
    for (const p of t.pages) {
      const file = writeSavedPage(
        dir,
        buildSavedPage(p.sections, p.root, {
          page_name: p.page_name,
          page_slug: `${t.slug}--${p.page_slug}`,
        }),
      );
      templatePages.push({ name: `${t.slug}/${p.page_slug}`, file });
    }
  }
  ({ server, url: base } = await serveFolder(dir));
});

test.afterAll(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function check(page: Page, target: Target): Promise<string[]> {
  const problems = collectPageErrors(page, { console: 'error' });
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(`${base}/${target.file}`, { waitUntil: 'load' });
  await page.addStyleTag({ content: STILL_CSS });

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of axe.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const nodes = v.nodes.filter((n) => {
      if (v.id !== 'color-contrast') return true;
      const data = n.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
      return !SPEC_FIXED_PAIR.has(`${data?.fgColor}|${data?.bgColor}`);
    });
    for (const n of nodes.slice(0, 3))
      problems.push(
        `axe ${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`,
      );
  }

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.scrollingElement!.scrollWidth,
      window.innerWidth,
    ]);
    if (scrollWidth > innerWidth)
      problems.push(`horizontal overflow at ${width}px: ${scrollWidth} > ${innerWidth}`);
  }
  await scrollThrough(page as unknown as Parameters<typeof scrollThrough>[0]);
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.getClientRects().length > 0 && (!image.complete || image.naturalWidth === 0))
      .map((image) => image.src),
  );
  for (const src of broken) problems.push(`broken image: ${src}`);
  return problems;
}

test('every library section renders cleanly at 390, 768 and 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  for (const target of sectionPages)
    for (const p of await check(page, target)) failures.push(`${target.name}: ${p}`);
  expect(failures).toEqual([]);
});

test('every template page renders cleanly at 390, 768 and 1280 px', async ({ browser }) => {
  test.setTimeout(360_000);
  const failures: string[] = [];
  // Two pages at a time: the machine has two cores.
  const queue = [...templatePages];
  await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      for (let target = queue.shift(); target; target = queue.shift())
        for (const p of await check(page, target)) failures.push(`${target.name}: ${p}`);
      await context.close();
    }),
  );
  expect(failures).toEqual([]);
});
