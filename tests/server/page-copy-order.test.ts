/** Duplicating a page (record and saved files) and the stored page order of the funnel view. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyName, copySlug, relinkPageHtml } from '../../src/server/data/page-copy.ts';
import { reorderedIds } from '../../src/server/data/page-order.ts';
import {
  call,
  createProject,
  createTestApp,
  registerUser,
  savedFile,
  type TestApp,
  type TestUser,
} from './helpers.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});
afterAll(() => t.close());

const sites = (path: string) => savedFile(t, path);

describe('copy names and slugs', () => {
  it('names the copy "<name> (copy)" within 200 characters and finds a free slug', () => {
    expect(copyName('Home')).toBe('Home (copy)');
    expect(copyName('x'.repeat(200))).toHaveLength(200);
    expect(copyName('x'.repeat(200)).endsWith(' (copy)')).toBe(true);
    expect(copySlug('about', new Set(['about']))).toBe('about-copy');
    expect(copySlug('about', new Set(['about', 'about-copy', 'about-copy-2']))).toBe('about-copy-3');
    expect(copySlug('a'.repeat(80), new Set()).length).toBeLessThanOrEqual(80);
  });

  it('moves only the page’s own stylesheet and script links', () => {
    const html = '<link href="css/home.css"><link href="css/home-2.css"><script src="js/home.js"></script>';
    expect(relinkPageHtml(html, 'home', 'home-copy')).toBe(
      '<link href="css/home-copy.css"><link href="css/home-2.css"><script src="js/home-copy.js"></script>',
    );
  });
});

describe('duplicate_page', () => {
  it('copies the record and the three saved files under a new slug', async () => {
    const project = await createProject(t.app, user.token);
    const home = project.page_list[0]!;
    await call(t.app, user.token, 'PUT', `/api/page/edit_page/${home._id}`, {
      sections: [{ section_id: 'abcdefghij', section_name: 'hero' }],
      primary_color: '#123456',
      page_group_type: 'funnel',
    });
    const html =
      '<!DOCTYPE html><link rel="stylesheet" href="css/index.css"><script src="js/index.js"></script>';
    const saved = await call(t.app, user.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html,
      css: 'body{color:red}',
      javascript: 'console.log(1)',
    });
    expect(saved.status).toBe(200);

    const first = await call(t.app, user.token, 'POST', `/api/page/duplicate_page/${home._id}`);
    expect(first.status).toBe(200);
    expect(first.body.page).toMatchObject({
      page_name: 'Home (copy)',
      page_slug: 'index-copy',
      page_group_type: 'funnel',
      primary_color: '#123456',
      sections: [{ section_id: 'abcdefghij', section_name: 'hero' }],
      revision: 1,
      project: project._id,
    });
    expect(first.body.page._id).not.toBe(home._id);
    expect(await sites(`${project._id}/index-copy.html`)).toBe(
      '<!DOCTYPE html><link rel="stylesheet" href="css/index-copy.css"><script src="js/index-copy.js"></script>',
    );
    expect(await sites(`${project._id}/css/index-copy.css`)).toBe('body{color:red}');
    expect(await sites(`${project._id}/js/index-copy.js`)).toBe('console.log(1)');
    // The original is untouched.
    expect(await sites(`${project._id}/index.html`)).toBe(html);

    const second = await call(t.app, user.token, 'POST', `/api/page/duplicate_page/${home._id}`);
    expect(second.body.page.page_slug).toBe('index-copy-2');
    const detail = await call(t.app, user.token, 'GET', `/api/project/detail_project/${project._id}`);
    expect(detail.body.project.page_list.map((page: { page_slug: string }) => page.page_slug)).toEqual([
      'index',
      'index-copy',
      'index-copy-2',
    ]);
  });

  it('copies a page that was never saved without inventing files', async () => {
    const project = await createProject(t.app, user.token);
    const copy = await call(
      t.app,
      user.token,
      'POST',
      `/api/page/duplicate_page/${project.page_list[0]!._id}`,
    );
    expect(copy.status).toBe(200);
    expect(copy.body.page.revision).toBe(0);
    expect(await sites(`${project._id}/index-copy.html`)).toBeUndefined();
  });

  it('answers 404 for another user’s page or an unknown one', async () => {
    const other = await registerUser(t.app, 'other');
    const project = await createProject(t.app, other.token);
    const theirs = await call(
      t.app,
      user.token,
      'POST',
      `/api/page/duplicate_page/${project.page_list[0]!._id}`,
    );
    expect(theirs.status).toBe(404);
    const unknown = await call(t.app, user.token, 'POST', `/api/page/duplicate_page/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    const list = await call(t.app, other.token, 'GET', `/api/project/detail_project/${project._id}`);
    expect(list.body.project.page_list).toHaveLength(1);
  });
});

describe('reorder_pages', () => {
  it('reorderedIds swaps the named ids among their own slots', () => {
    expect(reorderedIds(['a', 'b', 'c', 'd', 'e'], ['d', 'b'])).toEqual(['a', 'd', 'c', 'b', 'e']);
    expect(reorderedIds(['a', 'b', 'c'], ['c', 'b', 'a'])).toEqual(['c', 'b', 'a']);
  });

  it('stores the funnel steps in the new order and leaves other pages in place', async () => {
    const project = await createProject(t.app, user.token);
    const add = async (name: string, group: 'funnel' | 'generic_website') =>
      (
        await call(t.app, user.token, 'POST', '/api/page/add_page', {
          project_id: project._id,
          page_name: name,
          page_group_type: group,
        })
      ).body.page._id as string;
    const optin = await add('Opt-in', 'funnel');
    const about = await add('About', 'generic_website');
    const offer = await add('Offer', 'funnel');
    const thanks = await add('Thanks', 'funnel');

    const answer = await call(t.app, user.token, 'PUT', '/api/page/reorder_pages', {
      project_id: project._id,
      page_ids: [thanks, optin, offer],
    });
    expect(answer.status).toBe(200);
    const funnel = answer.body.page_group_detail.find(
      (group: { page_group_type: string }) => group.page_group_type === 'funnel',
    );
    expect(funnel.page_group_pages_list.map((page: { _id: string }) => page._id)).toEqual([
      thanks,
      optin,
      offer,
    ]);

    const groups = await call(t.app, user.token, 'GET', `/api/page/list_page_group/${project._id}`);
    expect(groups.body).toEqual({ ...answer.body, message: 'Page groups' });
    const detail = await call(t.app, user.token, 'GET', `/api/project/detail_project/${project._id}`);
    expect(detail.body.project.page_list.map((page: { _id: string }) => page._id)).toEqual([
      project.page_list[0]!._id,
      thanks,
      about,
      optin,
      offer,
    ]);
  });

  it('refuses duplicates (400), foreign or unknown pages (404) and changes nothing', async () => {
    const project = await createProject(t.app, user.token);
    const home = project.page_list[0]!._id;
    const twice = await call(t.app, user.token, 'PUT', '/api/page/reorder_pages', {
      project_id: project._id,
      page_ids: [home, home],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('page_ids');
    const other = await createProject(t.app, user.token, 'Other');
    const foreign = await call(t.app, user.token, 'PUT', '/api/page/reorder_pages', {
      project_id: project._id,
      page_ids: [other.page_list[0]!._id, home],
    });
    expect(foreign.status).toBe(404);
    const stranger = await registerUser(t.app, 'stranger');
    const notTheirs = await call(t.app, stranger.token, 'PUT', '/api/page/reorder_pages', {
      project_id: project._id,
      page_ids: [home],
    });
    expect(notTheirs.status).toBe(404);
    const malformed = await call(t.app, user.token, 'PUT', '/api/page/reorder_pages', {
      project_id: project._id,
      page_ids: [],
    });
    expect(malformed.status).toBe(400);
  });
});
