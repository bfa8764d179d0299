/** Shared steps of the builder journeys: a new user's template project opened in the builder, and the canvas read. */
import type { Page } from '@playwright/test';
import { expect, register } from './fixtures.ts';

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
