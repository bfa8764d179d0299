// @vitest-environment happy-dom
/**
 * The first look (issue 28): before the app starts, the boot paints the saved page into the parked
 * canvas inside the builder's frame, and the builder takes over that document and that canvas view
 * instead of reading and rendering the page again. Anything that keeps the builder from taking over
 * ends it, parking the canvas again; once ended, no first look shows.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageDetail } from '../../../src/api/page.ts';
import { CANVAS_TITLE } from '../../../src/app/builder/canvas/canvas-document.ts';
import { claimCanvas, parkedCanvas, preloadCanvas } from '../../../src/app/builder/canvas/canvas-preload.ts';
import { CanvasView } from '../../../src/app/builder/canvas/canvas-view.ts';
import { THEME_VARS_STYLE_ID } from '../../../src/app/builder/canvas/patch-canvas.ts';
import { firstLookRecord, sameRecord, showFirstLook } from '../../../src/app/builder/first-look.ts';
import {
  beginFirstLook,
  endFirstLook,
  endFirstLookUnless,
  firstLookDocument,
  firstLookShowing,
  resetFirstLook,
  takeFirstLookView,
} from '../../../src/app/builder/first-look-state.ts';
import { clearEarly } from '../../../src/app/early-requests.ts';
import { savePayload } from '../../../src/projections/save-payload.ts';
import { SectionHtmlCache } from '../../../src/projections/section-html.ts';
import { HERO, session } from '../../support/fixtures.ts';

const BASE = 'http://sites.test';
const FOLDER = `${BASE}/p1/`;
const PATH = '/builder/p1/g1';

const RECORD = {
  _id: 'g1',
  project: 'p1',
  page_name: 'Home',
  page_slug: 'home',
  revision: 4,
  primary_color: '#112233',
};

beforeAll(() => {
  // happy-dom loads the srcdoc but fetches no stylesheet: the canvas's links count as loaded, quietly.
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM;
  settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  resetFirstLook();
  clearEarly();
  claimCanvas(FOLDER);
  document.body.innerHTML = '';
});

/** A server answering the saved files of a page holding the hero section twice. */
function savedFiles() {
  const s = session([HERO, HERO]);
  const saved = savePayload(s.state.doc, new SectionHtmlCache());
  const asked: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url.endsWith('/home.html')) return new Response(saved.html);
    if (url.endsWith('/css/home.css')) return new Response(saved.css);
    if (url.endsWith('/js/home.js')) return new Response(saved.javascript);
    return new Response('', { status: 404 });
  }) as unknown as typeof fetch;
  return { fetchFn, asked, sections: s.state.doc.sections.length };
}

async function parked(): Promise<HTMLIFrameElement> {
  preloadCanvas(document, FOLDER);
  const iframe = parkedCanvas(FOLDER)!;
  await vi.waitFor(() => expect(iframe.contentDocument?.getElementById('pw-page')).toBeTruthy());
  return iframe;
}

/** What the boot passes for the page g1 of project p1, named "Home" in the project "Launch". */
const input = (iframe: HTMLIFrameElement, fetchFn: typeof fetch) => ({
  path: PATH,
  iframe,
  record: RECORD,
  projectName: 'Launch',
  hostedBase: BASE,
  projectId: 'p1',
  fetchFn,
});

const sectionsIn = (iframe: HTMLIFrameElement) =>
  iframe.contentDocument!.querySelectorAll('#pw-page > [data-section-id]').length;

describe('showFirstLook', () => {
  it('paints the saved page into the parked canvas, in the builder’s frame, and hands both over', async () => {
    const { fetchFn, sections } = savedFiles();
    const iframe = await parked();
    const shown = await showFirstLook(input(iframe, fetchFn));
    expect(shown).toBe(true);
    expect(firstLookShowing()).toBe(true);
    // The builder's first frame: its top bar stand-in with the title, the rail, the sections drawer loading.
    const frame = document.querySelector('.pw-first-look')!;
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(frame.querySelector('.pw-top-bar-shell')?.textContent).toBe('Launch · Home');
    expect(frame.querySelector('section[aria-label="Funnel and sections"] h2')?.textContent).toBe(
      'Funnel and sections',
    );
    // The rail's tools with their icons, the open drawer's pressed, as the builder's rail draws them;
    // inert, since none of them works yet.
    const rail = frame.querySelector<HTMLElement>('.pw-rail')!;
    expect(rail.inert).toBe(true);
    const tools = [...rail.querySelectorAll('button.pw-rail-item')];
    expect(tools.map((tool) => tool.textContent)).toEqual([
      'Theme Setting',
      'Gallery',
      'Elements',
      'Funnel and sections',
    ]);
    expect(tools.map((tool) => tool.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
      'true',
    ]);
    expect(tools.map((tool) => tool.querySelectorAll('svg.pw-icon path').length)).toEqual([9, 4, 3, 1]);
    // The canvas, over the frame's canvas box (left where it was parked), shows every section; the
    // frame's cover under it takes the pointer.
    expect(iframe.parentElement).toBe(document.body);
    expect(iframe.style.position).toBe('fixed');
    expect(iframe.style.pointerEvents).toBe('none');
    expect(iframe.style.visibility).toBe('');
    expect(iframe.title).toBe(CANVAS_TITLE);
    expect(iframe.getAttribute('aria-hidden')).toBeNull();
    expect(sectionsIn(iframe)).toBe(sections);
    expect(frame.querySelector('.pw-first-look-cover')).toBeTruthy();
    // The theme fields of the record are the document's.
    expect(iframe.contentDocument!.getElementById(THEME_VARS_STYLE_ID)?.textContent ?? '').toContain(
      '#112233',
    );

    // The builder reads the same document for the same record, and follows with the same view.
    const detail = { ...RECORD } as unknown as PageDetail;
    const document_ = firstLookDocument(detail);
    expect(document_?.sections).toHaveLength(sections);
    expect(firstLookDocument({ ...detail, revision: 5 })).toBeNull();
    expect(firstLookDocument({ ...detail, primary_color: '#000000' } as PageDetail)).toBeNull();
    const view = takeFirstLookView(iframe.contentDocument!);
    expect(view).toBeInstanceOf(CanvasView);
    expect(takeFirstLookView(iframe.contentDocument!)).toBeNull();
  });

  it('when ended before the builder takes over, parks the canvas again with the page in it', async () => {
    const { fetchFn, sections } = savedFiles();
    const iframe = await parked();
    await showFirstLook(input(iframe, fetchFn));
    endFirstLookUnless('/builder/p1/g1/');
    expect(firstLookShowing()).toBe(true);
    endFirstLookUnless('/login');
    expect(firstLookShowing()).toBe(false);
    expect(document.querySelector('.pw-first-look')).toBeNull();
    expect(iframe.isConnected).toBe(true);
    expect(iframe.getAttribute('aria-hidden')).toBe('true');
    expect(iframe.style.visibility).toBe('hidden');
    expect(sectionsIn(iframe)).toBe(sections);
    // The builder still claims it, and still takes the view over.
    expect(claimCanvas(FOLDER)).toBe(iframe);
    expect(takeFirstLookView(iframe.contentDocument!)).toBeInstanceOf(CanvasView);
  });

  it('shows nothing once first looks are over, nor with a record it cannot read, nor in a narrow window', async () => {
    const { fetchFn } = savedFiles();
    const iframe = await parked();
    const given = input(iframe, fetchFn);
    expect(await showFirstLook({ ...given, record: { _id: 'g1' } })).toBe(false);
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    try {
      expect(await showFirstLook(given)).toBe(false);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
    endFirstLook();
    expect(await showFirstLook(given)).toBe(false);
    expect(document.querySelector('.pw-first-look')).toBeNull();
    expect(sectionsIn(iframe)).toBe(0);
    expect(firstLookDocument(RECORD as unknown as PageDetail)).toBeNull();
  });
});

describe('the first look’s state', () => {
  it('ends at most once, and no first look begins after', () => {
    const end = vi.fn();
    expect(beginFirstLook(PATH, end)).toBe(true);
    endFirstLook();
    endFirstLook();
    expect(end).toHaveBeenCalledOnce();
    expect(beginFirstLook(PATH, vi.fn())).toBe(false);
  });

  it('drops a view that painted another document than the one the builder attaches to', async () => {
    const { fetchFn } = savedFiles();
    const iframe = await parked();
    await showFirstLook({ ...input(iframe, fetchFn), projectName: undefined });
    expect(document.querySelector('.pw-top-bar-shell')?.textContent).toBe('Project · Home');
    const other = document.implementation.createHTMLDocument('other');
    expect(takeFirstLookView(other)).toBeNull();
    expect(takeFirstLookView(iframe.contentDocument!)).toBeNull();
  });
});

describe('firstLookRecord and sameRecord', () => {
  it('reads a record with its names and revision, and matches the builder’s record field by field', () => {
    expect(firstLookRecord(null)).toBeNull();
    expect(firstLookRecord({ ...RECORD, revision: '4' })).toBeNull();
    expect(firstLookRecord({ ...RECORD, page_slug: 3 })).toBeNull();
    const seen = firstLookRecord(RECORD)!;
    const detail = RECORD as unknown as PageDetail;
    expect(sameRecord(seen, detail)).toBe(true);
    expect(sameRecord(seen, { ...detail, page_name: 'Other' })).toBe(false);
    expect(sameRecord(seen, { ...detail, project: 'p2' })).toBe(false);
    // A theme field missing on one side and the default on the other reads the same.
    expect(sameRecord(seen, { ...detail, font_family: undefined } as unknown as PageDetail)).toBe(true);
    expect(sameRecord(seen, { ...detail, font_family: 'Lato' })).toBe(false);
  });
});
