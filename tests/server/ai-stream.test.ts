/**
 * Streamed `get_gpt_content` (contract in src/api/ai.ts) against the fake provider: node and delta
 * events then done; a refusal before the first byte is the JSON envelope; unusable answers end in an
 * error event; a client closing the stream aborts the provider's request.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER } from '../../src/api/auth.ts';
import { DEFAULT_PREFIX, type FakeOpenAI, startFakeOpenAI } from '../support/fake-openai.ts';
import { createAiApp, parseSse } from './ai-support.ts';
import { createProject, registerUser, type TestApp, type TestUser } from './helpers.ts';

const CONTENT = '/api/app_api/get_gpt_content';
const NODES = [
  { id: 'h', role: 'heading', text: 'Grow your bakery online' },
  { id: 'p', role: 'paragraph', text: 'Fresh bread and pastries, delivered before breakfast.' },
  { id: 'b', role: 'button', text: 'Order now' },
];

let fake: FakeOpenAI;
let t: TestApp;
let user: TestUser;
let projectId: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // A long provider deadline: only the client's cancel can end the hanging request in the last test.
  t = await createAiApp(fake, { timeoutMs: 30_000, perMinute: 1000 });
  user = await registerUser(t.app, 'stream');
  projectId = (await createProject(t.app, user.token))._id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const stream = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: CONTENT,
    headers: { [AUTH_HEADER]: user.token, accept: 'text/event-stream' },
    payload: { project_id: projectId, stream: true, ...body },
  });

describe('streamed get_gpt_content', () => {
  it('sends each node as its line completes, then the whole answer', async () => {
    const answer = await stream({ task: 'rewrite_section', nodes: NODES });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const expected = NODES.map((node) => ({ id: node.id, text: `${DEFAULT_PREFIX}${node.text}` }));
    expect(parseSse(answer.body)).toEqual([
      ...expected.map((node) => ({ event: 'node', data: node })),
      { event: 'done', data: { code: 200, message: 'Section rewritten', nodes: expected } },
    ]);
    expect(fake.requests[0]!.body).toMatchObject({ stream: true, model: fake.chatModel });
  });

  it('sends a written text as deltas', async () => {
    fake.queue({ chat: 'Warm loaves, baked at dawn, at your door by seven.', chunkSize: 5 });
    const answer = await stream({ task: 'write_text', text: 'We deliver bread.', length: 'same' });
    const events = parseSse(answer.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.map((event) => event.data.text).join('')).toBe(
      'Warm loaves, baked at dawn, at your door by seven.',
    );
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: {
        code: 200,
        message: 'Text written',
        text: 'Warm loaves, baked at dawn, at your door by seven.',
      },
    });
  });

  it('answers a provider refusal before the first byte with the JSON envelope', async () => {
    fake.queue({ error: { status: 500 } }, { error: { status: 500 } }, { error: { status: 500 } });
    const answer = await stream({ task: 'write_text', text: 'x', length: 'same' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^The AI provider failed \(HTTP 500\) three times in a row/);
    expect(fake.requests).toHaveLength(3);
  });

  it('ends with an error event, and no done, on markup in a written text', async () => {
    fake.queue({ chunks: ['Fresh bread ', '<img src=x onerror=alert(1)>', ' daily'] });
    const events = parseSse((await stream({ task: 'write_text', text: 'x', length: 'same' })).body);
    expect(events.map((event) => event.event)).toEqual(['delta', 'error']);
    expect(events[1]!.data).toEqual({
      code: 400,
      message:
        'The AI answer was not usable: it contains markup (HTML tags or entities); only plain text is accepted. Try again.',
    });
  });

  it('ends with an error event when a section answer turns out wrong', async () => {
    const lines = [
      JSON.stringify({ id: 'h', text: 'New heading' }),
      JSON.stringify({ id: 'b', text: 'Buy' }),
      JSON.stringify({ id: 'p', text: 'Text' }),
    ];
    fake.queue({ chunks: lines.map((line) => `${line}\n`) });
    const events = parseSse((await stream({ task: 'rewrite_section', nodes: NODES })).body);
    expect(events.map((event) => event.event)).toEqual(['node', 'error']);
    expect(events[1]!.data.message).toBe(
      'The AI answer was not usable: entry 2 has the id "b" where "p" was expected. Try again.',
    );
  });

  it('aborts the provider request when the client closes the stream', async () => {
    fake.queue({ chunks: [`${JSON.stringify({ id: 'h', text: 'New heading' })}\n`], hangAfter: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const payload = JSON.stringify({
      task: 'rewrite_section',
      project_id: projectId,
      nodes: NODES,
      stream: true,
    });
    const firstEvent = await new Promise<string>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          path: CONTENT,
          method: 'POST',
          headers: {
            [AUTH_HEADER]: user.token,
            'content-type': 'application/json',
            accept: 'text/event-stream',
          },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve(chunk.toString());
            outgoing.destroy(); // the user pressed Cancel
          });
        },
      );
      outgoing.on('error', (error) => {
        if (!(error as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(error);
      });
      outgoing.end(payload);
    });
    expect(firstEvent).toBe(`event: node\ndata: ${JSON.stringify({ id: 'h', text: 'New heading' })}\n\n`);
    const aborted = await fake.waitForAbort(undefined, 2_000);
    expect(aborted.path).toBe('/v1/chat/completions');
    expect(aborted.finished).toBe(false);
  });
});
