/** Shared set-up of the AI route suites: an app wired to the fake provider, log capture, SSE parsing. */
import { Writable } from 'node:stream';
import type { AppOptions } from '../../src/server/app.ts';
import { type AiSettings, aiSettings } from '../../src/server/config.ts';
import type { FakeOpenAI } from '../support/fake-openai.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** Retries after 10 and 20 ms: the suites test the retry rules, not the waiting. */
export const FAST_TUNING = { retryBaseMs: 10, maxRetryAfterMs: 100, retries: 2 };

export function fakeSettings(fake: FakeOpenAI, overrides: Partial<AiSettings> = {}): AiSettings {
  return {
    ...aiSettings({}),
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    model: fake.chatModel,
    imageModel: fake.imageModel,
    timeoutMs: 2_000,
    ...overrides,
  };
}

/** An app on the fake provider whose log lines (debug and up) are kept in `logs`. */
export async function createAiApp(
  fake: FakeOpenAI,
  settings: Partial<AiSettings> = {},
  overrides: Partial<AppOptions> = {},
): Promise<TestApp & { logs: string[] }> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const t = await createTestApp({
    ai: fakeSettings(fake, settings),
    aiTuning: FAST_TUNING,
    logger: { level: 'debug', stream },
    ...overrides,
  });
  return { ...t, logs };
}

export interface SseEvent {
  readonly event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary event fields
  readonly data: any;
}

/** The events of a `text/event-stream` body. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

/** The user message the fake received in its `index`th request, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: the prompt is free-form JSON
export function userMessage(fake: FakeOpenAI, index: number): any {
  const body = fake.requests[index]?.body as { messages: { role: string; content: string }[] };
  return JSON.parse(body.messages.find((message) => message.role === 'user')!.content);
}

export function systemMessage(fake: FakeOpenAI, index: number): string {
  const body = fake.requests[index]?.body as { messages: { role: string; content: string }[] };
  return body.messages.find((message) => message.role === 'system')!.content;
}
