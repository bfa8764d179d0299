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

/** Makes a project of the opt-in funnel template ("Opt-in: free challenge") through the API: its record. */
export async function addOptInFunnelProject(page: Page, projectName: string): Promise<ApiAnswer> {
  const found = await appApi(page, 'POST', '/api/template/list_template', { search: 'free challenge' });
  const template = found.templates.find((row: { template_name: string }) =>
    row.template_name.startsWith('Opt-in: free challenge'),
  );
  const created = await appApi(page, 'POST', '/api/project/add_project', {
    project_name: projectName,
    template_id: template._id,
  });
  if (created.code !== 200) throw new Error(`add_project answered ${created.code}: ${created.message}`);
  return created.project;
}
