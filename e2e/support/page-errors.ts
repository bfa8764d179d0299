/**
 * What a journey asserts it never saw: exceptions the page did not catch (`pageerror`) and, when the
 * spec asks, console messages from a level up. One collector, so every spec words them alike and a
 * failing `expect(errors).toEqual([])` says where each one came from.
 */
import type { ConsoleMessage, Page } from '@playwright/test';

export interface PageErrorOptions {
  /** Console messages too: `'error'` keeps `console.error`, `'warning'` `console.warn` as well. */
  readonly console?: 'error' | 'warning';
}

const CONSOLE_LEVELS = { error: ['error'], warning: ['error', 'warning'] } as const;

/**
 * The page's errors from now on, in a live array: assert it is empty at the end; a spec that watches
 * more (failed requests, overflow) pushes its own findings into it.
 */
export function collectPageErrors(page: Page, options: PageErrorOptions = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  if (options.console) {
    const levels: readonly string[] = CONSOLE_LEVELS[options.console];
    page.on('console', (message: ConsoleMessage) => {
      if (!levels.includes(message.type())) return;
      const { url } = message.location();
      errors.push(`console ${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
    });
  }
  return errors;
}
