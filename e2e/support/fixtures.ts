/**
 * Playwright fixtures of the app journeys: one real server per worker (temp data folder, free ports,
 * extra settings from the `serverOptions` option), `baseURL` pointed at it, an axe check (no serious
 * or critical violations), and screenshots kept under the test's output folder for people to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { type RunningServer, type ServerOptions, startServer } from './server.ts';

export const test = base.extend<
  { shot: (name: string) => Promise<void> },
  { server: RunningServer; serverOptions: ServerOptions }
>({
  /** Settings of the worker's server; a spec that sets them (`test.use`) gets a server of its own. */
  serverOptions: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverOptions }, use) => {
      const server = await startServer(serverOptions);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  shot: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      await page.screenshot({
        path: testInfo.outputPath(`${name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    });
  },
});

export { expect };

/**
 * Waits for the screen's finite CSS transitions and animations to end, so axe never measures a colour
 * half-way (a button fading back from its loading state fails contrast for 200 ms). Endless ones
 * (spinners) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe on the current screen: no serious or critical violations (issue 4). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}

let counter = 0;
/** A unique email per call (tests share one server per worker). */
export function uniqueEmail(prefix = 'ada'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.test`;
}

export async function register(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  return email;
}

/** A picture of one element (a section of a screen), kept under the test's output folder. */
export const shotOf = (page: Page, testInfo: TestInfo, selector: string, name: string) =>
  page.locator(selector).screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
