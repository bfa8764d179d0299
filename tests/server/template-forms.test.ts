/**
 * Every shipped template's forms work once the template is someone's project (issue 21 "Tests:
 * submit each template's form (fetch and no-JS paths) and find the subscriber"): on the project's
 * preview domain each page's forms are wired, a visitor's answers are taken by fetch (JSON) and by a
 * plain POST (303), and both land in the owner's subscribers with every field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT, stableId } from '../../src/server/content/library.ts';
import { type FieldType, wiredForms } from '../../src/server/sites/form-schema.ts';
import { call, createTestApp, registerUser, sitesFor, type TestApp, type TestUser } from './helpers.ts';

const TEMPLATES_DIR = join(CONTENT_ROOT, 'templates');

/** Templates with a form on some page, by their folder name. */
const withForms = readdirSync(TEMPLATES_DIR).filter((slug) => {
  const pages = join(TEMPLATES_DIR, slug, 'pages');
  return readdirSync(pages).some((page) =>
    readdirSync(join(pages, page)).some((file) =>
      readFileSync(join(pages, page, file), 'utf8').includes('<form'),
    ),
  );
});

const SAMPLE: Record<FieldType, string> = {
  text: 'Ada',
  email: '',
  tel: '+1 512 555 0186',
  url: 'https://example.com',
  number: '3',
  date: '2027-01-15',
  textarea: 'Looking forward to it.',
  select: 'First choice',
  checkbox: 'on',
  radio: 'a',
  hidden: 'x',
};

let t: TestApp;
let sites: FastifyInstance;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = await registerUser(t.app, 'template-forms');
  sites = sitesFor(t, {
    perAddress: { max: 1000, windowMs: 60_000 },
    perProject: { max: 1000, windowMs: 60_000 },
    minFillMs: 1500,
  });
  await sites.ready();
});
afterAll(async () => {
  await sites?.close();
  await t.close();
});

/** The hidden fields of each wired form on a page, in page order. */
function hiddenFieldsByForm(html: string): Record<string, string>[] {
  return [...html.matchAll(/<form[^>]*data-pw-form[^>]*>([\s\S]*?)<\/form>/g)].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((field) => [
        field[1]!,
        field[2]!,
      ]),
    ),
  );
}

describe('the shipped templates’ forms', () => {
  it('has templates with forms to try', () => {
    expect(withForms.length).toBeGreaterThanOrEqual(8);
  });

  it.each(withForms)(
    '%s: every form takes a visitor’s answers by fetch and by a plain POST',
    async (slug) => {
      const created = await call(t.app, owner.token, 'POST', '/api/project/add_project', {
        project_name: `Forms ${slug}`,
        template_id: stableId(`template:${slug}`),
      });
      expect(created.status).toBe(200);
      const project = created.body.project as {
        _id: string;
        preview_domain: string;
        page_list: { page_slug: string }[];
      };
      const host = project.preview_domain;
      let sent = 0;
      for (const page of project.page_list) {
        const path = page.page_slug === 'index' ? '/' : `/${page.page_slug}`;
        const served = await sites.inject({ method: 'GET', url: path, headers: { host } });
        expect(served.statusCode, `${slug} ${path}`).toBe(200);
        const schemas = wiredForms(served.body);
        const hidden = hiddenFieldsByForm(served.body);
        expect(schemas.size, `${slug} ${path}: every form wired`).toBe(
          (served.body.match(/<form\b/g) ?? []).length,
        );
        for (const [index, schema] of schemas) {
          for (const json of [true, false]) {
            sent += 1;
            const email = `lead${sent}.${slug}@example.com`;
            const answers = Object.fromEntries(
              schema.fields.map((field) => [field.name, field.type === 'email' ? email : SAMPLE[field.type]]),
            );
            const answer = await sites.inject({
              method: 'POST',
              url: '/_pw/forms',
              headers: {
                host,
                'content-type': 'application/x-www-form-urlencoded',
                ...(json && { accept: 'application/json' }),
              },
              payload: new URLSearchParams({
                ...hidden[Number(index)],
                _pw_elapsed: '6000',
                ...answers,
              }).toString(),
            });
            const where = `${slug} ${path} form ${index} (${json ? 'fetch' : 'plain POST'})`;
            if (json) expect(answer.json(), where).toMatchObject({ code: 200 });
            else expect(answer.statusCode, where).toBe(303);
            const found = await call(
              t.app,
              owner.token,
              'GET',
              `/api/subscriber/list_subscriber/${project._id}?page=1&limit=5&search=${encodeURIComponent(email)}`,
            );
            expect(found.body.subscribers, where).toHaveLength(1);
            expect(found.body.subscribers[0].fields, where).toEqual(
              Object.fromEntries(Object.entries(answers).map(([name, value]) => [name, value.trim()])),
            );
          }
        }
      }
      expect(sent, `${slug} has a form`).toBeGreaterThan(0);
    },
  );
});
