/**
 * `npm run content:thumbnails`: renders every library section and every template's home page in
 * Chromium from the real saved page (section.add → savePayload, site.ts) and writes small PNGs:
 *   content/thumbnails/sections/<name>.png   480 px wide, the section at a 1280 px viewport
 *   content/thumbnails/templates/<slug>.png  480 × 600, the top of the home page at 1280 px
 * Animations are stopped first so nothing is captured half-faded.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CONTENT_ROOT, loadSectionLibrary, loadTemplates } from '../../src/server/content/library.ts';
import {
  buildSavedPage,
  CHROMIUM_ARGS,
  prepareSiteFolder,
  STILL_CSS,
  scrollThrough,
  serveFolder,
  writeSavedPage,
} from './site.ts';

const WIDTH = 1280;
const THUMB_WIDTH = 480;
const TEMPLATE_HEIGHT = 1600;
const SECTION_MAX_HEIGHT = 1400;
/** A section shorter than this (a thin bar) is shown with some of the page below it. */
const MIN_SECTION_PX = 120;

async function main(): Promise<void> {
  const started = performance.now();
  const only = process.argv[2];
  const sections = (await loadSectionLibrary()).filter((s) => !only || s.section_name.includes(only));
  const templates = (await loadTemplates()).filter((t) => !only || t.slug.includes(only));
  const dir = mkdtempSync(join(tmpdir(), 'pw-thumbs-'));
  prepareSiteFolder(dir);
  const jobs: { url: string; out: string; kind: 'section' | 'template' }[] = [];
  for (const s of sections) {
    const file = writeSavedPage(
      dir,
      buildSavedPage([s], {}, { page_name: s.section_title, page_slug: `section-${s.section_name}` }),
    );
    jobs.push({ url: file, out: join(CONTENT_ROOT, s.thumbnail), kind: 'section' });
  }
  for (const t of templates) {
    const home = t.pages[0]!;
    const file = writeSavedPage(
      dir,
      buildSavedPage(home.sections, home.root, {
        page_name: home.page_name,
        page_slug: `template-${t.slug}`,
      }),
    );
    jobs.push({ url: file, out: join(CONTENT_ROOT, t.thumbnail), kind: 'template' });
  }
  mkdirSync(join(CONTENT_ROOT, 'thumbnails/sections'), { recursive: true });
  mkdirSync(join(CONTENT_ROOT, 'thumbnails/templates'), { recursive: true });

  const { server, url } = await serveFolder(dir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const job of jobs) {
      await page.goto(`${url}/${job.url}`, { waitUntil: 'networkidle' });
      await page.addStyleTag({ content: STILL_CSS });
      await page.evaluate(() => document.fonts.ready);
      await scrollThrough(page);
      // A section's picture is cropped to the section's own height (issue 27: a navbar was a 15 px strip
      // on top of a white card as tall as the 900 px window); a template's is the top of its page.
      const height = await page.evaluate(
        ({ kind, min }) => {
          const section = document.querySelector('[data-section-id]');
          if (kind === 'template' || !section) return document.documentElement.scrollHeight;
          const bottom = section.getBoundingClientRect().bottom + window.scrollY;
          return Math.max(min, Math.ceil(bottom));
        },
        { kind: job.kind, min: MIN_SECTION_PX },
      );
      const clipHeight = Math.min(height, job.kind === 'template' ? TEMPLATE_HEIGHT : SECTION_MAX_HEIGHT);
      const shot = await page.screenshot({
        fullPage: true,
        clip: { x: 0, y: 0, width: WIDTH, height: clipHeight },
        animations: 'disabled',
      });
      await sharp(shot)
        .resize(
          job.kind === 'template'
            ? { width: THUMB_WIDTH, height: 600, fit: 'cover', position: 'top' }
            : { width: THUMB_WIDTH },
        )
        .png({ palette: true, quality: 85, compressionLevel: 9 })
        .toFile(job.out);
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${jobs.length} thumbnails in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
