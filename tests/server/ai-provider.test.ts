/**
 * The AI provider module and the answer checks without an app (issue 24): settings, a missing image
 * model, an unreachable provider, the key redacted from provider messages, plain-text and html rules.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerToHtml, sanitizeAnswerHtml } from '../../src/server/ai/answer-html.ts';
import { createAiProvider } from '../../src/server/ai/provider.ts';
import { checkSectionAnswer, checkWrittenText, hasMarkup } from '../../src/server/ai/text-prompts.ts';
import { aiSettings, SettingsError } from '../../src/server/config.ts';
import { type FakeOpenAI, startFakeOpenAI } from '../support/fake-openai.ts';
import { FAST_TUNING, fakeSettings } from './ai-support.ts';

const quiet = { debug: () => undefined, info: () => undefined };
const never = new AbortController().signal;

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

describe('AI settings', () => {
  it('are unconfigured by default, with the default limits', () => {
    expect(aiSettings({})).toEqual({
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      imageModel: undefined,
      dailyLimit: 100,
      perMinute: 10,
      timeoutMs: 60_000,
    });
  });

  it('read every AI_* setting and refuse a base URL that is not http(s)', () => {
    const settings = aiSettings({
      AI_BASE_URL: 'http://localhost:11434/v1/',
      AI_MODEL: 'llama3.2',
      AI_DAILY_LIMIT: '5',
      AI_PER_MINUTE: '2',
      AI_TIMEOUT_MS: '1500',
    });
    expect(settings).toMatchObject({
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.2',
      dailyLimit: 5,
      perMinute: 2,
      timeoutMs: 1500,
    });
    expect(() => aiSettings({ AI_BASE_URL: 'localhost:11434' })).toThrow(SettingsError);
    expect(() => aiSettings({ AI_DAILY_LIMIT: '0' })).toThrow(
      'AI_DAILY_LIMIT must be a whole number of at least 1',
    );
  });
});

describe('the provider', () => {
  it('says pictures are not configured without an image model (as with Ollama and llama.cpp)', async () => {
    const provider = createAiProvider(fakeSettings(fake, { imageModel: undefined }), quiet, FAST_TUNING);
    expect(provider.status).toEqual({ configured: true, reason: null, images: false });
    await expect(provider.image('bread', undefined, never)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(
        /^Picture generation is not configured on this server: set AI_IMAGE_MODEL/,
      ),
    });
  });

  it('says so when the provider cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as { port: number };
    await new Promise((done) => closed.close(done));
    const provider = createAiProvider(
      fakeSettings(fake, { baseUrl: `http://127.0.0.1:${port}/v1` }),
      quiet,
      FAST_TUNING,
    );
    await expect(provider.complete([{ role: 'user', content: 'hi' }], never)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^The AI provider cannot be reached: check AI_BASE_URL/),
    });
  });

  it('gives up on a provider that does not answer in time, without retrying, and aborts its request', async () => {
    fake.requests.length = 0;
    fake.queue({ hang: true });
    const provider = createAiProvider(fakeSettings(fake, { timeoutMs: 300 }), quiet, FAST_TUNING);
    const started = Date.now();
    await expect(provider.complete([{ role: 'user', content: 'hi' }], never)).rejects.toMatchObject({
      statusCode: 400,
      message:
        'The AI provider did not answer within 0.3 seconds; try again, or raise AI_TIMEOUT_MS or choose a faster model.',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fake.requests).toHaveLength(1);
    await fake.waitForAbort(undefined, 1_000);
  });

  it('gives up on a stream that stops sending, keeping what came', async () => {
    fake.requests.length = 0;
    fake.queue({ chunks: ['Fresh ', 'bread'], hangAfter: true });
    const provider = createAiProvider(fakeSettings(fake, { timeoutMs: 300 }), quiet, FAST_TUNING);
    const pieces: string[] = [];
    const reading = (async () => {
      for await (const piece of provider.stream([{ role: 'user', content: 'hi' }], never)) pieces.push(piece);
    })();
    await expect(reading).rejects.toMatchObject({
      message: expect.stringMatching(/^The AI provider did not answer within 0.3 seconds/),
    });
    expect(pieces).toEqual(['Fresh ', 'bread']);
    await fake.waitForAbort(undefined, 1_000);
  });

  it('keeps the key out of a provider message it passes on', async () => {
    fake.queue({
      error: { status: 400, message: `Invalid request for key ${fake.apiKey} and sk-proj-abc***wxyz` },
    });
    const provider = createAiProvider(fakeSettings(fake), quiet, FAST_TUNING);
    const failure = await provider
      .complete([{ role: 'user', content: 'hi' }], never)
      .catch((error: Error) => error);
    expect((failure as Error).message).toBe(
      'The AI provider refused the request (HTTP 400): Invalid request for key [key] and [key]',
    );
  });

  it('names the model when the provider does not know it', async () => {
    const provider = createAiProvider(fakeSettings(fake, { model: 'gpt-5-imaginary' }), quiet, FAST_TUNING);
    await expect(provider.complete([{ role: 'user', content: 'hi' }], never)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('does not know the model "gpt-5-imaginary"'),
    });
  });
});

describe('answer checks', () => {
  it('tell markup from text', () => {
    for (const text of ['<b>x</b>', 'a <script>', '<!-- x -->', '&lt;script&gt;', 'x&#60;y', '</p>'])
      expect(hasMarkup(text), text).toBe(true);
    for (const text of ['Tom & Jerry', 'x < y and 5 > 3', '<3 our customers', 'Fish & chips; £5'])
      expect(hasMarkup(text), text).toBe(false);
  });

  it('drop the quotes a model puts around a text, keep the language and newlines', () => {
    expect(checkWrittenText('"Frisches Brot, jeden Tag."', 'Brot')).toEqual({
      ok: true,
      value: 'Frisches Brot, jeden Tag.',
    });
    expect(checkWrittenText('Line one\nLine two', '')).toEqual({ ok: true, value: 'Line one\nLine two' });
  });

  it('accept a bare JSON array for a section', () => {
    const nodes = [{ id: 'a', role: 'heading' as const, text: 'Hi' }];
    expect(checkSectionAnswer('[{"id":"a","text":"Hello"}]', nodes)).toEqual({
      ok: true,
      value: [{ id: 'a', text: 'Hello' }],
    });
    expect(checkSectionAnswer('{"id":"a","text":"\\u003cb\\u003eHello"}', nodes)).toMatchObject({
      ok: false,
    });
  });

  it('keep only safe html in a query answer', () => {
    expect(
      sanitizeAnswerHtml('<p><a href="https://a.example/x?y=1&amp;z=2">x</a><a>y</a><style>p{}</style></p>'),
    ).toBe('<p><a href="https://a.example/x?y=1&amp;z=2" rel="noopener noreferrer nofollow">x</a>y</p>');
    expect(answerToHtml('1. One\n2. [Two](javascript:alert(1))')).toBe('<ol><li>One</li><li>Two</li></ol>');
  });
});
