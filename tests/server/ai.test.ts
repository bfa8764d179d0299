/**
 * The AI calls against the fake OpenAI-compatible provider (issue 24): rewrite and write, plain; the
 * provider's 400, 429 (retried), 500 and a timeout; unusable answers refused; the per-user limits;
 * unconfigured; another user's project; the key kept out of answers and logs; ai_query's html;
 * pictures stored in the gallery like uploads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFIX, type FakeOpenAI, startFakeOpenAI } from '../support/fake-openai.ts';
import { createAiApp, systemMessage, userMessage } from './ai-support.ts';
import { call, createProject, createTestApp, registerUser, type TestApp, type TestUser } from './helpers.ts';

const CONTENT = '/api/app_api/get_gpt_content';
const QUERY = '/api/app_api/ai_query';
const STATUS = '/api/app_api/ai_status';
const PICTURE = '/api/app_api/generate_picture_with_gpt';
const GALLERY = '/api/customer/get_user_gallery';

const NODES = [
  { id: 'n1', role: 'heading', text: 'Grow your bakery online' },
  { id: 'n2', role: 'paragraph', text: 'Fresh bread & pastries, delivered before breakfast.' },
  { id: 'n3', role: 'button', text: 'Order now' },
] as const;

let fake: FakeOpenAI;
let t: TestApp & { logs: string[] };
let user: TestUser;
let projectId: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createAiApp(
    fake,
    { timeoutMs: 10_000, perMinute: 1000 },
    { outbound: { allowHosts: ['127.0.0.1'] } },
  );
  user = await registerUser(t.app, 'ai');
  projectId = (await createProject(t.app, user.token))._id;
  await call(t.app, user.token, 'POST', '/api/business_info/add_business_info', {
    project_id: projectId,
    businessName: 'Crumb & Co',
    businessType: 'Bakery',
    contentTone: 'warm and playful',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const rewrite = (extra: object = {}) =>
  call(t.app, user.token, 'POST', CONTENT, {
    task: 'rewrite_section',
    project_id: projectId,
    nodes: NODES,
    ...extra,
  });

describe('get_gpt_content, plain', () => {
  it('rewrites every node of a section, sending roles, lengths and the business info', async () => {
    const { status, body } = await rewrite({ instructions: 'mention the croissants' });
    expect(body.message).toBe('Section rewritten');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      message: 'Section rewritten',
      nodes: NODES.map((node) => ({ id: node.id, text: `${DEFAULT_PREFIX}${node.text}` })),
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(request.body).toMatchObject({ model: fake.chatModel });
    const sent = userMessage(fake, 0);
    expect(sent.nodes).toEqual(NODES.map((node) => ({ ...node, length: node.text.length })));
    expect(sent.business).toEqual({
      businessName: 'Crumb & Co',
      businessType: 'Bakery',
      contentTone: 'warm and playful',
    });
    expect(sent.instructions).toBe('mention the croissants');
  });

  it('writes text in the project tone by default, or the one asked', async () => {
    const written = await call(t.app, user.token, 'POST', CONTENT, {
      task: 'write_text',
      project_id: projectId,
      text: 'We bake every day.',
      length: 'longer',
    });
    expect(written.body).toEqual({
      code: 200,
      message: 'Text written',
      text: `${DEFAULT_PREFIX}We bake every day.`,
    });
    expect(systemMessage(fake, 0)).toContain('warm and playful tone');
    expect(userMessage(fake, 0)).toMatchObject({
      text: 'We bake every day.',
      length: 'longer',
      tone: 'warm and playful',
    });

    const fresh = await call(t.app, user.token, 'POST', CONTENT, {
      task: 'write_text',
      project_id: projectId,
      text: '',
      tone: 'formal',
      length: 'same',
    });
    expect(fresh.body.text).toBe(`${DEFAULT_PREFIX}a friendly sentence written for you.`);
    expect(systemMessage(fake, 1)).toContain('formal tone');
  });

  it('answers the provider refusing the request with 400 and its message, without retrying', async () => {
    fake.queue({ error: { status: 400, message: "This model's maximum context length is 8192 tokens." } });
    const { status, body } = await rewrite();
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message:
        "The AI provider refused the request (HTTP 400): This model's maximum context length is 8192 tokens.",
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 429 twice, then succeeds', async () => {
    fake.queue({ error: { status: 429 } }, { error: { status: 429 } });
    const { status, body } = await rewrite();
    expect(status).toBe(200);
    expect(body.nodes[0].text).toBe(`${DEFAULT_PREFIX}${NODES[0].text}`);
    expect(fake.requests).toHaveLength(3);
  });

  it('answers a provider still busy after the retries with 429 and Retry-After', async () => {
    fake.queue(
      { error: { status: 429 } },
      { error: { status: 429 } },
      { error: { status: 429, retryAfter: 7 } },
    );
    const { status, body, headers } = await rewrite();
    expect(status).toBe(429);
    expect(headers['retry-after']).toBe('7');
    expect(body.message).toBe('The AI provider is busy (rate limited); try again in 7 seconds.');
    expect(fake.requests).toHaveLength(3);
  });

  it('retries a 500 twice, then answers 400', async () => {
    fake.queue({ error: { status: 500 } }, { error: { status: 500 } }, { error: { status: 500 } });
    const { status, body } = await rewrite();
    expect(status).toBe(400);
    expect(body.message).toMatch(
      /^The AI provider failed \(HTTP 500\) three times in a row; try again later\./,
    );
    expect(fake.requests).toHaveLength(3);
  });
});

describe('unusable answers are refused', () => {
  const lines = (texts: readonly string[], ids: readonly string[] = ['n1', 'n2', 'n3']) =>
    ids.map((id, index) => JSON.stringify({ id, text: texts[index] ?? 'x' })).join('\n');

  it.each([
    ['not JSON', 'Here is your new section: a great heading.', 'not one JSON object per node'],
    ['a node missing', lines(['A', 'B'], ['n1', 'n2']), "it has 2 texts for the section's 3"],
    [
      'nodes reordered',
      lines(['A', 'B', 'C'], ['n2', 'n1', 'n3']),
      'entry 1 has the id "n2" where "n1" was expected',
    ],
    ['a tag', lines(['A', 'Fresh <b>bread</b>', 'C']), '"n2": it contains markup'],
    [
      'an escaped script',
      lines(['A', 'B', '&lt;script&gt;alert(1)&lt;/script&gt;']),
      '"n3": it contains markup',
    ],
    ['an empty text', lines(['A', '   ', 'C']), '"n2": a text is empty'],
    ['an overlong button', lines(['A', 'B', 'Buy '.repeat(100)]), '"n3": a text is 399 characters long'],
  ])('%s', async (_name, answer, reason) => {
    fake.queue({ chat: answer });
    const { status, body } = await rewrite();
    expect(status).toBe(400);
    expect(body.message).toContain('The AI answer was not usable: ');
    expect(body.message).toContain(reason);
  });

  it('accepts the other answer shapes a model gives: a fenced {nodes} object', async () => {
    fake.queue({
      chat: `\`\`\`json\n${JSON.stringify({ nodes: NODES.map((node) => ({ id: node.id, text: `New ${node.id}` })) }, null, 2)}\n\`\`\``,
    });
    const { status, body } = await rewrite();
    expect(status).toBe(200);
    expect(body.nodes.map((node: { text: string }) => node.text)).toEqual(['New n1', 'New n2', 'New n3']);
  });

  it('refuses a written text with markup', async () => {
    fake.queue({ chat: 'Try our <script>alert(1)</script> bread' });
    const { status, body } = await call(t.app, user.token, 'POST', CONTENT, {
      task: 'write_text',
      project_id: projectId,
      text: 'x',
      length: 'same',
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^The AI answer was not usable: it contains markup/);
  });
});

describe('ai_query', () => {
  it('answers sanitised html: p, lists, emphasis and http(s) links only', async () => {
    fake.queue({
      chat: '<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p><h2>Tips</h2><ul><li><a href="javascript:alert(1)">bad</a> <a href="https://example.com/a">good</a></li></ul><img src=x onerror=alert(1)>',
    });
    const { status, body } = await call(t.app, user.token, 'POST', QUERY, {
      query: 'How do I get more customers?',
      project_id: projectId,
    });
    expect(status).toBe(200);
    expect(body.content).toEqual([
      {
        message: {
          role: 'assistant',
          content:
            '<p>Hi <strong>there</strong></p>Tips<ul><li>bad <a href="https://example.com/a" rel="noopener noreferrer nofollow">good</a></li></ul>',
        },
      },
    ]);
    expect(systemMessage(fake, 0)).toContain('Crumb & Co');
  });

  it('turns a plain or Markdown answer into the same html', async () => {
    fake.queue({
      chat: 'Three ideas:\n\n- **Post** daily\n- Offer a *free* coffee\n\nSee [our guide](https://example.com/guide).',
    });
    const { body } = await call(t.app, user.token, 'POST', QUERY, { query: 'Ideas?' });
    expect(body.content[0].message.content).toBe(
      '<p>Three ideas:</p><ul><li><strong>Post</strong> daily</li><li>Offer a <em>free</em> coffee</li></ul><p>See <a href="https://example.com/guide" rel="noopener noreferrer nofollow">our guide</a>.</p>',
    );
  });
});

describe('generate_picture_with_gpt', () => {
  it('stores the picture in the gallery, re-encoded and counted in used space (b64_json and url answers)', async () => {
    const someone = await registerUser(t.app, 'pictures');
    const project = await createProject(t.app, someone.token);
    const first = await call(t.app, someone.token, 'POST', PICTURE, {
      project_id: project._id,
      prompt: 'A loaf of sourdough on a table',
      size: '1024x1024',
    });
    expect(first.body).toMatchObject({ code: 200 });
    expect(fake.requests[0]!.path).toBe('/v1/images/generations');
    expect(fake.requests[0]!.body).toMatchObject({
      model: fake.imageModel,
      prompt: 'A loaf of sourdough on a table',
      size: '1024x1024',
      n: 1,
    });
    expect(first.body).toMatchObject({
      code: 200,
      message: 'Picture generated',
      file: { name: 'ai-a-loaf-of-sourdough-on-a-table.png', size: expect.any(Number) },
      total_asserts_file_count: 1,
      total_asserts_file_size: first.body.file.size,
    });

    fake.queue({ image: 'url' });
    const second = await call(t.app, someone.token, 'POST', PICTURE, {
      project_id: project._id,
      prompt: 'Croissants',
    });
    expect(second.status).toBe(200);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v1/images/generations',
      '/v1/images/generations',
      expect.stringMatching(/^\/files\/generated-\d+\.png$/),
    ]);
    expect(second.body).toMatchObject({
      total_asserts_file_count: 2,
      total_asserts_file_size: first.body.file.size + second.body.file.size,
    });

    const gallery = await call(t.app, someone.token, 'GET', GALLERY);
    expect(gallery.body.gallery.images.map((file: { _id: string }) => file._id).sort()).toEqual(
      [first.body.file._id, second.body.file._id].sort(),
    );
    // Stored as the decoder's rewrite: a 64×64 PNG still, no longer the fake's exact bytes.
    const stored = readFileSync(join(t.dataDir, 'files', new URL(first.body.file.url).pathname));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    expect(stored.length).toBe(first.body.file.size);
  });

  it('refuses a picture that is not an image, storing nothing', async () => {
    const someone = await registerUser(t.app, 'pictures');
    const project = await createProject(t.app, someone.token);
    fake.queue({
      raw: {
        status: 200,
        body: JSON.stringify({
          created: 1,
          data: [{ b64_json: Buffer.from('<html><script>alert(1)</script>').toString('base64') }],
        }),
      },
    });
    const answer = await call(t.app, someone.token, 'POST', PICTURE, {
      project_id: project._id,
      prompt: 'bread',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^The AI answer was not usable: the picture could not be read/);
    const gallery = await call(t.app, someone.token, 'GET', GALLERY);
    expect(gallery.body.gallery.images).toEqual([]);
    expect(gallery.body.gallery).toMatchObject({ total_asserts_file_count: 0, total_asserts_file_size: 0 });
  });
});

describe('ownership, limits and secrets', () => {
  it("answers another user's project 404 without asking the provider", async () => {
    const other = await registerUser(t.app, 'other');
    for (const [path, body] of [
      [CONTENT, { task: 'rewrite_section', project_id: projectId, nodes: NODES }],
      ['/api/app_api/generate_picture_with_gpt', { project_id: projectId, prompt: 'bread' }],
      [QUERY, { query: 'hi', project_id: projectId }],
    ] as const) {
      const answer = await call(t.app, other.token, 'POST', path, body);
      expect(answer).toMatchObject({ status: 404, body: { code: 404, message: 'Project not found' } });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('needs a session', async () => {
    const answer = await call(t.app, undefined, 'GET', STATUS);
    expect(answer.status).toBe(401);
  });

  it('sends the key to the provider only: never in an answer or a log line', async () => {
    // A prompt of this test's own, so the log holds one whatever ran before.
    fake.queue({ chat: 'Bake more sourdough.' });
    const asked = await call(t.app, user.token, 'POST', QUERY, { query: 'Grow your bakery online?' });
    expect(asked.status).toBe(200);
    const status = await call(t.app, user.token, 'GET', STATUS);
    expect(status.body).toMatchObject({ configured: true, reason: null, images: true, daily_limit: 100 });
    expect(JSON.stringify(status.body)).not.toContain(fake.apiKey);
    const logged = t.logs.join('');
    expect(logged).toContain('AI prompt'); // debug logs the prompts...
    expect(logged).toContain('Grow your bakery online?');
    expect(logged).not.toContain(fake.apiKey); // ...and never the key
  });

  it('answers a refused key with a message naming the setting, without echoing the key', async () => {
    const serverKey = fake.apiKey;
    fake.setApiKey('sk-another-key');
    try {
      const answer = await call(t.app, user.token, 'POST', QUERY, { query: 'hi', project_id: projectId });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        "The AI provider refused this server's key: check AI_API_KEY. See docs/ai.md (/docs/ai.md).",
      );
      expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${serverKey}`);
      const everything = JSON.stringify(answer.body) + t.logs.join('');
      expect(everything).not.toContain(serverKey);
      // The fake echoes the refused key's last four characters, as OpenAI does.
      expect(everything).not.toContain(`***${serverKey.slice(-4)}`);
    } finally {
      fake.setApiKey(serverKey);
    }
  });

  it('counts calls against the daily and the per-minute limits, and says which was reached', async () => {
    const limited = await createAiApp(fake, { dailyLimit: 2, perMinute: 4 });
    try {
      const [first, second] = [await registerUser(limited.app), await registerUser(limited.app)];
      const project = await createProject(limited.app, first.token);
      const ask = (who: TestUser, project_id?: string) =>
        call(limited.app, who.token, 'POST', QUERY, { query: 'hi', ...(project_id && { project_id }) });
      fake.queue({ error: { status: 400 } });
      expect((await ask(first, project._id)).status).toBe(400); // the provider refused: given back
      expect((await ask(first, project._id)).status).toBe(200);
      expect((await ask(first, project._id)).status).toBe(200);
      const over = await ask(first, project._id);
      expect(over.status).toBe(429);
      expect(over.body.message).toBe(
        "You have used today's 2 AI requests (the daily limit, AI_DAILY_LIMIT); the count starts again at midnight UTC.",
      );
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(fake.requests).toHaveLength(3);
      const status = await call(limited.app, first.token, 'GET', STATUS);
      expect(status.body).toMatchObject({ used_today: 2, daily_limit: 2 });

      // Another user has limits of their own; refused calls count against the rate too.
      const answers = [];
      for (let index = 0; index < 5; index += 1) answers.push(await ask(second));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429, 429, 429]);
      expect(answers[4]!.body.message).toMatch(
        /^Too many AI requests: at most 4 a minute per user \(AI_PER_MINUTE\); try again in \d+ seconds\.$/,
      );
      expect(answers[4]!.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe('without a provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('every AI call answers 400 saying how to configure one', async () => {
    const someone = await registerUser(bare.app);
    const project = await createProject(bare.app, someone.token);
    const expected =
      'No AI provider is configured on this server: set AI_BASE_URL and AI_MODEL (and AI_API_KEY when the provider needs a key), then restart. See docs/ai.md (/docs/ai.md).';
    for (const [path, body] of [
      [CONTENT, { task: 'rewrite_section', project_id: project._id, nodes: NODES, stream: true }],
      [CONTENT, { task: 'write_text', project_id: project._id, text: '', length: 'same' }],
      ['/api/app_api/generate_picture_with_gpt', { project_id: project._id, prompt: 'bread' }],
      [QUERY, { query: 'hi' }],
    ] as const) {
      expect(await call(bare.app, someone.token, 'POST', path, body)).toMatchObject({
        status: 400,
        body: { code: 400, message: expected },
      });
    }
    const status = await call(bare.app, someone.token, 'GET', STATUS);
    expect(status.body).toEqual({
      code: 200,
      message: 'AI status',
      configured: false,
      reason: expected,
      images: false,
      used_today: 0,
      daily_limit: 100,
    });
  });

  it('serves docs/ai.md for the builder to link to', async () => {
    const answer = await bare.app.inject({ method: 'GET', url: '/docs/ai.md' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(answer.body).toContain('AI_BASE_URL=http://localhost:11434/v1');
  });
});
