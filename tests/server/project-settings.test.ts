/**
 * Project-level SEO, social sharing and scripts with mode selectors (spec §3): stored on the project and
 * read back; a published and a zipped page carry the scripts their modes choose and the project's SEO
 * tags where the page has none; the hosted preview keeps the saved bytes.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROOT_VALUES } from '../../src/domain/root-values.ts';
import {
  chooseScripts,
  fallbackSeoTags,
  paragraphDescription,
  renderPublishedHtml,
  titleWithSiteName,
} from '../../src/server/sites/page-scripts.ts';
import { publishFolder, readPointer } from '../../src/server/sites/published.ts';
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

const P = {
  google_analytics_script: '<script>projectGA()</script>',
  custom_body_script: '<script>projectBody()</script>',
};
const G = {
  google_analytics_script: '<script>pageGA()</script>',
  custom_body_script: '<script>pageBody()</script>',
};

describe('script modes', () => {
  it('takes both sources by default, project first', () => {
    expect(chooseScripts(P, G)).toEqual({
      head: ['<script>projectGA()</script>', '<script>pageGA()</script>'],
      body: ['<script>projectBody()</script>', '<script>pageBody()</script>'],
    });
  });

  it('lets either side switch a source off, per kind', () => {
    expect(chooseScripts({ ...P, google_script_to_add: 'project' }, G).head).toEqual([
      '<script>projectGA()</script>',
    ]);
    expect(chooseScripts(P, { ...G, google_script_to_add: 'page' }).head).toEqual([
      '<script>pageGA()</script>',
    ]);
    // The project keeps only its own, the page only its own: nothing is left.
    expect(
      chooseScripts({ ...P, google_script_to_add: 'project' }, { ...G, google_script_to_add: 'page' }).head,
    ).toEqual([]);
    // The custom kind is untouched by the google selector.
    expect(chooseScripts({ ...P, google_script_to_add: 'page' }, G).body).toHaveLength(2);
  });

  it('adds the project’s SEO tags only where the page has none, escaped', () => {
    const tags = fallbackSeoTags(
      { meta_description: 'Fresh "bread"', meta_keywords: 'bread', fav_icon: 'https://x.test/f.png' },
      { meta_description: '', meta_keywords: 'own' },
    );
    expect(tags).toEqual([
      '<meta name="description" content="Fresh &quot;bread&quot;">',
      '<link rel="icon" href="https://x.test/f.png">',
    ]);
  });

  it('puts head parts before </head> and body scripts before </body>', () => {
    const html =
      '<html><head><title>x</title><meta name="description" content="d"><link rel="icon" href="/i.png"></head><body><p>hi</p></body></html>';
    expect(renderPublishedHtml(html, P, {})).toBe(
      '<html><head><title>x</title><meta name="description" content="d"><link rel="icon" href="/i.png"><script>projectGA()</script>\n</head><body><p>hi</p><script>projectBody()</script>\n</body></html>',
    );
    expect(renderPublishedHtml(html, {}, {})).toBe(html);
  });

  it('describes a page by its first paragraph when neither the page nor the project does', () => {
    const html =
      '<html><head><title>x</title><link rel="icon" href="/i.png"></head><body><p> </p><p class="lead">Fresh &amp; <b>"warm"</b>\n bread.</p></body></html>';
    expect(renderPublishedHtml(html, {}, {})).toBe(
      '<html><head><title>x</title><link rel="icon" href="/i.png"><meta name="description" content="Fresh &amp; &quot;warm&quot; bread.">\n</head><body><p> </p><p class="lead">Fresh &amp; <b>"warm"</b>\n bread.</p></body></html>',
    );
    // The project's description comes first.
    expect(renderPublishedHtml(html, { meta_description: 'Ours' }, {})).toContain(
      '<meta name="description" content="Ours">',
    );
    expect(renderPublishedHtml(html, { meta_description: 'Ours' }, {})).not.toContain('content="Fresh');
    const long = `<body><p>${'word '.repeat(60)}</p></body>`;
    const cut = paragraphDescription(long)!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
    expect(paragraphDescription('<body><div>no paragraph</div></body>')).toBeNull();
  });

  it('names the site in the title: "Page title — Site name", once', () => {
    const html =
      '<html><head><title>About us</title><link rel="icon" href="/i.png"></head><body></body></html>';
    expect(renderPublishedHtml(html, {}, {}, 'Aurora & Co')).toBe(
      '<html><head><title>About us — Aurora &amp; Co</title><link rel="icon" href="/i.png"></head><body></body></html>',
    );
    expect(titleWithSiteName(titleWithSiteName(html, 'Aurora'), 'Aurora')).toContain(
      '<title>About us — Aurora</title>',
    );
    expect(titleWithSiteName('<title>Aurora</title>', 'Aurora')).toBe('<title>Aurora</title>');
    expect(titleWithSiteName('<title></title>', 'Aurora')).toBe('<title>Aurora</title>');
    expect(titleWithSiteName(html, '  ')).toBe(html);
  });
});

describe('project settings calls', () => {
  it('answers the defaults, stores changes and keeps the rest', async () => {
    const project = await createProject(t.app, user.token);
    const first = await call(t.app, user.token, 'GET', `/api/project/get_project_settings/${project._id}`);
    expect(first.status).toBe(200);
    expect(first.body.project_settings).toMatchObject({
      meta_title: '',
      google_script_to_add: DEFAULT_ROOT_VALUES.google_script_to_add,
      updated_at: null,
    });
    const saved = await call(
      t.app,
      user.token,
      'PUT',
      `/api/project/update_project_settings/${project._id}`,
      {
        meta_title: 'Bakery',
        custom_script_to_add: 'project',
      },
    );
    expect(saved.status).toBe(200);
    await call(t.app, user.token, 'PUT', `/api/project/update_project_settings/${project._id}`, {
      meta_description: 'Fresh bread',
    });
    const again = await call(t.app, user.token, 'GET', `/api/project/get_project_settings/${project._id}`);
    expect(again.body.project_settings).toMatchObject({
      meta_title: 'Bakery',
      meta_description: 'Fresh bread',
      custom_script_to_add: 'project',
      google_script_to_add: 'project_and_page',
      updated_at: expect.any(String),
    });
  });

  it('refuses an unknown mode (400 naming the field) and another user’s project (404)', async () => {
    const project = await createProject(t.app, user.token);
    const bad = await call(t.app, user.token, 'PUT', `/api/project/update_project_settings/${project._id}`, {
      google_script_to_add: 'everywhere',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('google_script_to_add');
    const stranger = await registerUser(t.app, 'stranger');
    for (const [method, url] of [
      ['GET', `/api/project/get_project_settings/${project._id}`],
      ['PUT', `/api/project/update_project_settings/${project._id}`],
    ] as const) {
      const answer = await call(
        t.app,
        stranger.token,
        method,
        url,
        method === 'PUT' ? { meta_title: 'x' } : undefined,
      );
      expect(answer.status).toBe(404);
    }
  });
});

describe('published and zipped pages honour the modes', () => {
  it('adds the chosen scripts and SEO fallbacks; the preview keeps the saved bytes', async () => {
    const project = await createProject(t.app, user.token, 'Scripts');
    const home = project.page_list[0]!._id;
    const html =
      '<!DOCTYPE html><html><head><title>Home</title><link rel="icon" href="/i.png"></head><body><main></main></body></html>';
    await call(t.app, user.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html,
      css: '',
      javascript: '',
    });
    await call(t.app, user.token, 'PUT', `/api/project/update_project_settings/${project._id}`, {
      ...P,
      meta_description: 'Project description',
    });
    // The page keeps only its own google script; custom scripts come from both.
    await call(t.app, user.token, 'PUT', '/api/page/update_page_meta_setting', {
      page_id: home,
      ...G,
      google_script_to_add: 'page',
    });

    // Published and zipped, the title names the site (the project "Scripts").
    const expected =
      '<!DOCTYPE html><html><head><title>Home — Scripts</title><link rel="icon" href="/i.png"><meta name="description" content="Project description">\n<script>pageGA()</script>\n</head><body><main></main><script>projectBody()</script>\n<script>pageBody()</script>\n</body></html>';

    await call(t.app, user.token, 'POST', '/api/project/attach_domain_with_project', {
      project_id: project._id,
      domain: 'www.scripts-publish.example',
    });
    const published = await call(t.app, user.token, 'POST', '/api/project/publish', {
      project_id: project._id,
    });
    expect(published.status).toBe(200);
    const pointer = await readPointer(t.app.store.storage, 'www.scripts-publish.example');
    const live = await t.app.store.storage.read(
      `${publishFolder(project._id, pointer!.publish_id)}/index.html`,
    );
    // On its domain the page also names its canonical address and fills the share tags it lacks.
    const share = [
      '<link rel="canonical" href="https://www.scripts-publish.example/">',
      '<meta property="og:title" content="Home — Scripts">',
      '<meta property="og:description" content="Project description">',
      '<meta property="og:url" content="https://www.scripts-publish.example/">',
      '<meta property="og:type" content="website">',
      '<meta name="twitter:card" content="summary">',
    ];
    expect(live?.toString('utf8')).toBe(
      expected.replace(
        'content="Project description">\n',
        `content="Project description">\n${share.join('\n')}\n`,
      ),
    );

    const zipped = await call(t.app, user.token, 'POST', '/api/project/make_zip_file_of_project', {
      project_id: project._id,
    });
    const files = unzipSync(Buffer.from(zipped.body.zip_base64, 'base64'));
    expect(Buffer.from(files['index.html']!).toString('utf8')).toBe(expected);

    // The hosted preview (the builder reads it back) is exactly what was saved.
    expect(await savedFile(t, `${project._id}/index.html`)).toBe(html);
  });
});

describe('a zipped site carries the web fonts its pages declare (issue 20 §3)', () => {
  it('packs the declared faces with their licence, and no other family', async () => {
    const project = await createProject(t.app, user.token, 'Fonts');
    const face = 'assets/vendor/fonts/open-sans/open-sans-latin-400-normal.woff2';
    const html = `<!DOCTYPE html><html><head><style id="pw-fonts">@font-face { font-family: 'Open Sans'; src: url("${face}") format("woff2"); }</style></head><body></body></html>`;
    await call(t.app, user.token, 'POST', '/api/project/user_template', {
      project_id: project._id,
      slug_name: 'index',
      html,
      css: '',
      javascript: '',
    });
    const zipped = await call(t.app, user.token, 'POST', '/api/project/make_zip_file_of_project', {
      project_id: project._id,
    });
    const files = unzipSync(Buffer.from(zipped.body.zip_base64, 'base64'));
    const fonts = Object.keys(files).filter((path) => path.startsWith('assets/vendor/fonts/'));
    expect(fonts.sort()).toEqual([face, 'assets/vendor/fonts/open-sans/LICENSE.txt'].sort());
    const onDisk = await import('node:fs/promises').then((fs) =>
      fs.readFile(`vendor/fonts/open-sans/open-sans-latin-400-normal.woff2`),
    );
    expect(Buffer.from(files[face]!).equals(onDisk)).toBe(true);
  });
});
