/**
 * Shared set-up of the publish suites (publish-bootstrap, publish-css): an app seeded with the shipped
 * templates, its sites server listening on loopback, and a project made from a template, on a domain
 * of its own, published.
 */
import type { FastifyInstance } from 'fastify';
import {
  call,
  createTestApp,
  listenOnLoopback,
  registerUser,
  sitesFor,
  type TestApp,
  type TestUser,
} from './helpers.ts';

export interface PublishingApp extends TestApp {
  /** The sites server (preview domains under `localhost`), listening on `port`. */
  readonly sites: FastifyInstance;
  readonly port: number;
}

/** A seeded test app and its sites server on a free loopback port; `close` stops both. */
export async function createPublishingApp(): Promise<PublishingApp> {
  const t = await createTestApp({ seed: true });
  const sites = sitesFor(t);
  try {
    const port = await listenOnLoopback(sites);
    return {
      ...t,
      sites,
      port,
      async close() {
        await sites.close();
        await t.close();
      },
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}

export interface TemplatePublish {
  /** The owner's label in the test's email, the first template `search` finds, the project and its domain. */
  readonly owner: string;
  readonly search: string;
  readonly project: string;
  readonly domain: string;
}

/**
 * A new user's project made from a shipped template, its domain attached, published once: answers the
 * owner, the project and the publish call's status (the suite asserts it).
 */
export async function publishTemplateProject(
  t: TestApp,
  { owner: label, search, project, domain }: TemplatePublish,
): Promise<{ owner: TestUser; projectId: string; status: number }> {
  const owner = await registerUser(t.app, label);
  const templates = await call(t.app, owner.token, 'POST', '/api/template/list_template', { search });
  const added = await call(t.app, owner.token, 'POST', '/api/project/add_project', {
    project_name: project,
    template_id: templates.body.templates[0]._id,
  });
  const projectId: string = added.body.project._id;
  await call(t.app, owner.token, 'POST', '/api/project/attach_domain_with_project', {
    project_id: projectId,
    domain,
  });
  const published = await call(t.app, owner.token, 'POST', '/api/project/publish', { project_id: projectId });
  return { owner, projectId, status: published.status };
}
