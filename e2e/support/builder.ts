/** Shared steps of the builder journeys: a new user's template project opened in the builder, and the canvas read. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, register, settleAnimations } from './fixtures.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));

/** The screen photographed at 1280×800 and 390×844, then back at the desktop size. */
export async function shootBoth(page: Page, shot: (name: string) => Promise<void>, name: string) {
  await settleAnimations(page);
  await shot(`${name}-1280`);
  await page.setViewportSize(PHONE);
  await nextFrame(page);
  await settleAnimations(page);
  await shot(`${name}-390`);
  await page.setViewportSize(DESKTOP);
  await nextFrame(page);
}

/** axe on the builder's own controls (the canvas is the user's page, checked by the content suite). */
export async function expectPanelsAccessible(page: Page) {
  await settleAnimations(page);
  const axe = await new AxeBuilder({ page }).exclude('iframe[title="Page canvas"]').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`),
  ).toEqual([]);
}

/**
 * Registers, creates a project from the first template and opens its first page in the builder; resolves
 * with the project id once the canvas shows the sections, the automatic save is done and the drawer is drawn.
 */
export async function openTemplatePageInBuilder(page: Page, projectName: string): Promise<string> {
  await register(page);
  await page.goto('/choose-template');
  await page
    .getByRole('list', { name: 'Templates' })
    .getByRole('link', { name: /^Use template: / })
    .first()
    .click();
  await page.getByLabel('Project name').fill(projectName);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = page.url().split('/').pop()!;
  // A template's page has no thumbnail yet: opening it runs the automatic save (spec §4), whose last
  // step uploads one. Journeys start once it is done, so no step races the save's loading state.
  const autosaved = page.waitForResponse(
    (response) => response.url().includes('/api/page/update_page_thumbnail/'),
    {
      timeout: 60_000,
    },
  );
  await page
    .getByRole('link', { name: /in the builder$/ })
    .first()
    .click();
  await expect.poll(async () => (await canvasSectionTitles(page)).length).toBeGreaterThan(2);
  await autosaved;
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 60_000 });
  // The drawer draws after the canvas, then its page list arrives: wait until it stops moving, so a
  // drag in it does not start on a list that shifts under the pointer.
  await expect(
    page.getByRole('list', { name: 'Project pages' }).getByRole('button', { name: /\(open\)$/ }),
  ).toHaveCount(1);
  return projectId;
}

/** The canvas runs no scripts (sandboxed): it is read from the builder page, which may reach into it. */
export const canvasSectionTitles = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    return [...(canvas?.querySelectorAll('[data-section-id]') ?? [])].map((el) =>
      el.getAttribute('data-section-title'),
    );
  });

/** The markup of the canvas's page sections, without the builder's own marks (selection, hover, far sections). */
export function pageMarkup(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
    return [...(canvas?.querySelectorAll('#pw-page [data-section-id]') ?? [])].map((section) => {
      const copy = section.cloneNode(true) as Element;
      for (const element of [copy, ...copy.querySelectorAll('*')]) {
        for (const name of ['data-pw-selected', 'data-pw-hovered', 'data-pw-far'])
          element.removeAttribute(name);
        // Images far from the view keep their address aside until near (a canvas-only optimisation).
        const deferred = element.getAttribute('data-pw-src');
        if (deferred !== null) {
          element.setAttribute('src', deferred);
          element.removeAttribute('data-pw-src');
        }
      }
      return copy.outerHTML;
    });
  });
}

/** Clicks Undo until nothing is left to undo (at most 20 steps), a painted frame between clicks. */
export async function undoAll(page: Page) {
  const button = page.getByRole('button', { name: 'Undo', exact: true });
  for (let i = 0; i < 20; i++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
    if (!(await button.isEnabled())) break;
    if (
      !(await button.click({ timeout: 2000 }).then(
        () => true,
        () => false,
      ))
    )
      break;
  }
}

/** The canvas iframe's content, for locators. */
export const canvasFrame = (page: Page) => page.frameLocator('iframe[title="Page canvas"]');

/**
 * Drags `source` (in the builder) onto `target` (a point in page coordinates, inside the canvas) with the
 * events a browser sends for an HTML drag: dragstart on the source, dragenter and dragover on the canvas
 * element at that point (the canvas must accept the drop and show where it lands), drop there, dragend
 * on the source, all sharing one DataTransfer. Not with Playwright's mouse: in Chromium its drag
 * interception can wait for an `Input.dragIntercepted` event it has stopped listening for, and
 * `mouse.move` then hangs for the test's whole timeout (seen twice on a loaded machine, once in CI).
 */
export async function dragIntoCanvas(
  page: Page,
  source: ReturnType<Page['locator']>,
  target: { x: number; y: number },
) {
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent('dragstart', { dataTransfer });
  const iframe = page.locator('iframe[title="Page canvas"]');
  const frame = (await iframe.boundingBox())!;
  // The canvas lays the page out at the desktop width and is drawn scaled to its box (issue 20 §4).
  const scale = frame.width / (await iframe.evaluate((element) => (element as HTMLElement).offsetWidth));
  const point = { x: (target.x - frame.x) / scale, y: (target.y - frame.y) / scale };
  const overCanvas = (type: 'dragenter' | 'dragover' | 'drop') =>
    page.evaluate(
      ([type, point, dataTransfer]) => {
        const doc = document.querySelector<HTMLIFrameElement>('iframe[title="Page canvas"]')?.contentDocument;
        const element = doc?.elementFromPoint(point.x, point.y);
        if (!element) throw new Error(`nothing in the canvas at ${point.x},${point.y}`);
        const event = new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          composed: true,
          clientX: point.x,
          clientY: point.y,
          dataTransfer,
        });
        element.dispatchEvent(event);
        // A drop target cancels dragover (and drop) to accept the drag.
        return event.defaultPrevented;
      },
      [type, point, dataTransfer] as const,
    );
  await overCanvas('dragenter');
  expect(await overCanvas('dragover')).toBe(true);
  await expect(canvasFrame(page).locator('[data-pw-drop-indicator]')).toBeAttached();
  expect(await overCanvas('drop')).toBe(true);
  await source.dispatchEvent('dragend', { dataTransfer });
}

/** The middle of `locator` (in page coordinates), once it is scrolled into view. */
export async function centreOf(locator: ReturnType<Page['locator']>) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A point in the canvas's own coordinates (its layout viewport), in page coordinates. */
export async function canvasPointToPage(page: Page, point: { x: number; y: number }) {
  const iframe = page.locator('iframe[title="Page canvas"]');
  const frame = (await iframe.boundingBox())!;
  const scale = frame.width / (await iframe.evaluate((element) => (element as HTMLElement).offsetWidth));
  return { x: frame.x + point.x * scale, y: frame.y + point.y * scale };
}
