// The canvas's shortcuts for a 200-section page must not change what the user sees:
// - Bootstrap's `legend + *` (which made every section add, move or remove restyle the whole page) is
//   replaced by an attribute rule (src/app/builder/canvas/legend-rule.ts). A section with a fieldset is
//   added through the store (`?bench` exposes it); the box after its legend still clears the floated
//   legend in a new section, after a move, and in a section rendered again.
// - The library sections' shared custom properties are defined once in the canvas, ahead of the sections'
//   sheets (src/domain/section-kit-vars.ts), with the values the sections' own copies give them under the
//   page's theme: so a library section entering or leaving the page changes no inherited value.
// - The sections a page opens with, and a section added far from the view, keep their images' addresses
//   aside until they come near the view (offscreen-sections.ts): every image still shows once the user
//   scrolls to it. A far section's own sheet enters the canvas once the page is idle (patch-canvas.ts).
// - A text or style edit changes only its elements (patch-in-place.ts), even in html the browser's parser
//   fixes up; the canvas then equals what rendering the page from scratch (a reload) gives.
import type { Page } from '@playwright/test';
import { openTemplatePageInBuilder } from './support/builder.ts';
import { expect, test } from './support/fixtures.ts';
import { collectPageErrors } from './support/page-errors.ts';

const FIELDSET_SECTION = {
  section_name: 'fieldset-check',
  section_title: 'Fieldset check',
  section_type: 'contact',
  section_html:
    '<section class="py-5"><div class="container"><form><fieldset>' +
    '<legend>Your details</legend><div class="border p-2" id="after-legend">Name and email</div>' +
    '<div class="border p-2" id="second">Message</div></fieldset></form></div></section>',
};

/**
 * Opens a template's page in the builder with `?bench`, which exposes the editor store; returns a
 * way to run a command there (null, or the command's error message).
 */
async function openWithStore(page: Page, projectName: string) {
  await openTemplatePageInBuilder(page, projectName);
  await page.goto(`${page.url()}?bench`);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  return (command: unknown) =>
    page.evaluate((cmd) => {
      const host = window as typeof window & {
        __pagewright?: { store: { run: (command: unknown) => { message: string } | null } };
      };
      const error = host.__pagewright?.store.run(cmd);
      return error ? error.message : null;
    }, command);
}

interface Boxes {
  /** Rule selectors in the canvas's Bootstrap sheet that mention a legend sibling. */
  readonly legendRules: string[];
  readonly legendBottom: number;
  readonly afterTop: number;
  readonly afterClear: string;
  readonly secondClear: string;
}

const readCanvas = (page: Page) =>
  page.evaluate((): Boxes | null => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    const legend = canvas?.querySelector('#pw-page legend');
    const after = canvas?.getElementById('after-legend');
    const second = canvas?.getElementById('second');
    if (!canvas || !legend || !after || !second) return null;
    const bootstrap = Array.from(canvas.styleSheets).find((sheet) => sheet.href?.includes('bootstrap'));
    const legendRules = Array.from(bootstrap?.cssRules ?? [])
      .map((rule) => (rule as CSSStyleRule).selectorText ?? '')
      .filter((selector) => selector.includes('legend +') || selector.includes('data-pw-after-legend'));
    const view = canvas.defaultView!;
    return {
      legendRules,
      legendBottom: legend.getBoundingClientRect().bottom,
      afterTop: after.getBoundingClientRect().top,
      afterClear: view.getComputedStyle(after).clear,
      secondClear: view.getComputedStyle(second).clear,
    };
  });

const expectLegendCleared = async (page: Page) => {
  await expect.poll(async () => (await readCanvas(page)) !== null).toBe(true);
  const boxes = (await readCanvas(page))!;
  expect(boxes.legendRules).toEqual([':where([data-pw-after-legend])']);
  expect(boxes.afterClear).toBe('left');
  expect(boxes.secondClear).toBe('none');
  // Without the clear, the bordered box would start beside (under) the full-width floated legend.
  expect(boxes.afterTop).toBeGreaterThanOrEqual(boxes.legendBottom);
};

test('the canvas keeps Bootstrap’s legend layout without its page-wide sibling rule', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const run = await openWithStore(page, 'Legend');
  /** The canvas's legend: its section, its builder id and its text. */
  const legend = () =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Page canvas"]',
      )?.contentDocument;
      const element = canvas?.querySelector('#pw-page legend');
      return {
        sectionId: element?.closest('[data-section-id]')?.getAttribute('data-section-id'),
        elementId: element?.getAttribute('data-pw-id'),
        text: element?.textContent,
      };
    });
  const legendText = async () => (await legend()).text;

  // A new section at the top.
  expect(await run({ kind: 'section.add', section: FIELDSET_SECTION, index: 0 })).toBeNull();
  await expectLegendCleared(page);

  // Moved: the same wrapper, still marked.
  const { sectionId: id, elementId: legendId } = await legend();
  expect(id).toBeTruthy();
  expect(await run({ kind: 'section.move', sectionId: id, direction: 'down' })).toBeNull();
  await expectLegendCleared(page);

  // After a change to its content (the legend's text, changed in place), then undone.
  expect(legendId).toBeTruthy();
  expect(
    await run({ kind: 'element.setText', sectionId: id, elementId: legendId, text: 'About you' }),
  ).toBeNull();
  await expect.poll(legendText).toBe('About you');
  await expectLegendCleared(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(legendText).toBe('Your details');
  await expectLegendCleared(page);
  expect(errors).toEqual([]);
});

test('the images of a page opened in the builder all load as the canvas scrolls to them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = await openWithStore(page, 'Images');
  // A copy of the last section with images, far below the view: its images wait too.
  const lastWithImages = () =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Page canvas"]',
      )?.contentDocument;
      const withImages = Array.from(canvas?.querySelectorAll('#pw-page > [data-section-id]') ?? []).filter(
        (section) => section.querySelector('img') !== null,
      );
      return withImages.at(-1)?.getAttribute('data-section-id') ?? null;
    });
  await expect.poll(lastWithImages).not.toBeNull();
  const far = (await lastWithImages())!;
  expect(await run({ kind: 'section.duplicate', sectionId: far })).toBeNull();
  const copy = () =>
    page.evaluate((far) => {
      const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')!
        .contentDocument!;
      const next = canvas.querySelector(`[data-section-id="${far}"]`)!.nextElementSibling!;
      return Array.from(next.querySelectorAll('img'), (img) => ({
        src: img.hasAttribute('src'),
        deferred: img.hasAttribute('data-pw-src'),
      }));
    }, far);
  expect((await copy()).length).toBeGreaterThan(0);
  expect(await copy()).toEqual((await copy()).map(() => ({ src: false, deferred: true })));
  // A section with css of its own added far below the view: its sheet follows once the page is idle.
  expect(
    await run({
      kind: 'section.add',
      section: { ...FIELDSET_SECTION, section_css: '#after-legend { letter-spacing: 3px; }' },
    }),
  ).toBeNull();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')!
          .contentDocument!;
        const added = canvas
          .querySelector('#pw-page > [data-section-id]:last-child')!
          .getAttribute('data-section-id');
        return canvas.querySelector(`style[data-pw-section-css="${added}"]`)?.textContent ?? null;
      }),
    )
    .toBe('#after-legend { letter-spacing: 3px; }');
  const images = () =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Page canvas"]',
      )?.contentDocument;
      return Array.from(canvas?.querySelectorAll<HTMLImageElement>('#pw-page img') ?? [], (img) => ({
        src: img.getAttribute('src') ?? '',
        deferred: img.hasAttribute('data-pw-src'),
        loaded: img.complete && img.naturalWidth > 0,
        top: img.getBoundingClientRect().top,
        shown: img.getClientRects().length > 0,
      }));
    });
  // One screen down per step, as a user scrolls, until the canvas is at the bottom.
  const scrollOneScreen = () =>
    page.evaluate(() => {
      const view = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')!.contentWindow!;
      view.scrollBy(0, view.innerHeight);
      return view.scrollY + view.innerHeight >= view.document.documentElement.scrollHeight - 1;
    });
  const height = await page.evaluate(
    () =>
      document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')!.contentWindow!.innerHeight,
  );

  // The page is several screens long: the images of its far sections wait for them.
  expect((await images()).some((img) => img.shown && img.deferred && img.top > height)).toBe(true);

  // Scrolled through, every image has its address back and has loaded (images the page hides, such as a
  // closed modal's, load when shown, as lazy images do).
  for (let step = 0; step < 50 && !(await scrollOneScreen()); step++) await page.waitForTimeout(150);
  await expect
    .poll(async () => (await images()).filter((img) => img.shown && (img.deferred || !img.loaded)), {
      timeout: 30_000,
    })
    .toEqual([]);
});

test('the canvas gives the library kit’s custom properties the values the sections’ own css gives them, and holds the kit once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openTemplatePageInBuilder(page, 'Kit');
  const values = (withSectionSheets: boolean) =>
    page.evaluate((enabled) => {
      const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')!
        .contentDocument!;
      const sheets = Array.from(canvas.querySelectorAll<HTMLStyleElement>('style[data-pw-section-css]'));
      for (const style of sheets) style.sheet!.disabled = !enabled;
      const style = canvas.defaultView!.getComputedStyle(canvas.documentElement);
      const names = Array.from(style).filter((name) => name.startsWith('--pws-'));
      const read = Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()]));
      for (const style of sheets) style.sheet!.disabled = false;
      return { sheets: sheets.length, read };
    }, withSectionSheets);
  await expect.poll(async () => (await values(true)).sheets).toBeGreaterThan(0);
  const withSections = await values(true);
  const canvasOnly = await values(false);
  expect(Object.keys(canvasOnly.read).length).toBeGreaterThanOrEqual(10);
  expect(Object.values(canvasOnly.read).every((value) => value !== '')).toBe(true);
  expect(canvasOnly.read).toEqual(withSections.read);

  // Every library section's css opens with the kit's rules; the canvas holds them once, in the last
  // section's sheet (section-sheets.ts), not once per section.
  const kitCopies = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')!.contentDocument!;
    const texts = Array.from(
      canvas.querySelectorAll<HTMLStyleElement>('style[data-pw-section-css]'),
      (style) => style.textContent ?? '',
    );
    const sections = canvas.querySelectorAll('#pw-page > [data-section-id]').length;
    return { sections, copies: texts.filter((text) => text.includes(':where(.pws) .pws-card {')).length };
  });
  expect(kitCopies.sections).toBeGreaterThan(2);
  expect(kitCopies.copies).toBe(1);
});

const ODD_SECTION = {
  section_name: 'in-place-check',
  section_title: 'In place check',
  section_type: 'content',
  // Valid and invalid nesting: the browser's parser moves the <div> out of the <p> and adds a <tbody>.
  section_html:
    '<section class="py-5"><div class="container"><h2 id="title">Our <b>menu</b></h2>' +
    '<p id="odd">Before<div>inside</div></p><table class="table"><tr><td id="cell">Bread</td></tr></table>' +
    '<ul id="list"><li>Rye</li><li>Spelt</li></ul></div></section>',
};

test('text and style edits change only their elements, and the canvas equals what a reload renders', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const run = await openWithStore(page, 'In place');
  expect(await run({ kind: 'section.add', section: ODD_SECTION, index: 0 })).toBeNull();
  /** The section's wrapper html, its builder ids, and which of its elements are the ones first seen. */
  const read = () =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLIFrameElement>(
        'iframe[title="Page canvas"]',
      )?.contentDocument;
      const wrapper = canvas?.querySelector('[data-section-name="in-place-check"]');
      if (!wrapper) return null;
      type Marked = Element & { __seen?: boolean };
      const ids = (selector: string) => wrapper.querySelector(selector)?.getAttribute('data-pw-id') ?? null;
      const kept = ['section', '#title', '#odd', '#cell', '#list', 'table'].filter(
        (selector) => (wrapper.querySelector(selector) as Marked | null)?.__seen === true,
      );
      for (const element of wrapper.querySelectorAll('*')) (element as Marked).__seen = true;
      return {
        sectionId: wrapper.getAttribute('data-section-id')!,
        html: wrapper.innerHTML,
        ids: { title: ids('#title'), odd: ids('#odd'), cell: ids('#cell'), list: ids('#list') },
        kept,
      };
    });
  await expect.poll(async () => (await read()) !== null).toBe(true);
  const first = (await read())!;
  const sectionId = first.sectionId;
  expect(
    await run({ kind: 'element.setText', sectionId, elementId: first.ids.title, text: 'Today’s bakes' }),
  ).toBeNull();
  expect(
    await run({
      kind: 'style.set',
      target: { sectionId, elementId: first.ids.cell },
      property: 'color',
      value: '#aa3300',
    }),
  ).toBeNull();
  expect(
    await run({ kind: 'element.setText', sectionId, elementId: first.ids.odd, text: 'Fixed' }),
  ).toBeNull();
  const edited = (await read())!;
  // Nothing around the edited elements was rendered again.
  expect(edited.kept).toEqual(['section', '#title', '#odd', '#cell', '#list', 'table']);
  expect(edited.html).toContain('Today’s bakes');
  expect(edited.html).toContain('color: #aa3300');

  // Reopened, the builder renders the page from scratch (from the draft): the same html.
  await page.reload();
  await expect.poll(async () => (await read())?.html ?? null, { timeout: 60_000 }).toBe(edited.html);
  expect(errors).toEqual([]);
});
