/** The API as the app calls it, from a page of the app with the signed-in session's token. */
import type { Page } from '@playwright/test';

// biome-ignore lint/suspicious/noExplicitAny: journeys read whichever answer fields they check
export type ApiAnswer = Record<string, any>;

export function appApi(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { tokens } = JSON.parse(sessionStorage.getItem('pagewright.session') ?? '{}');
      const answer = await fetch(path, {
        method,
        headers: {
          'x-sh-auth': tokens.token,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return (await answer.json()) as Record<string, unknown>;
    },
    { method, path, body },
  );
}
