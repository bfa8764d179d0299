/**
 * The builder's AI client (issue 24): server-sent events read whatever the chunk boundaries, and
 * the streamed get_gpt_content — headers, node/delta/done/error events, a refusal before the
 * stream, a stream that breaks off, Cancel.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createSseReader, type SseMessage, streamGptContent } from '../../../src/app/data/ai.ts';

const STREAM =
  ': keep-alive\n\n' +
  'event: node\ndata: {"id":"e3#0","text":"Bake & sell"}\n\n' +
  'event: node\r\ndata: {"id":"e4#0","text":"Warm\\nloaves"}\r\n\r\n' +
  'event: delta\rdata: {"text":"Hi"}\r\r' +
  'data: first\ndata: second\n\n' +
  'event: done\ndata:{"code":200,"message":"ok","nodes":[]}\n\n';

const EXPECTED: SseMessage[] = [
  { event: 'node', data: '{"id":"e3#0","text":"Bake & sell"}' },
  { event: 'node', data: '{"id":"e4#0","text":"Warm\\nloaves"}' },
  { event: 'delta', data: '{"text":"Hi"}' },
  { event: 'message', data: 'first\nsecond' },
  { event: 'done', data: '{"code":200,"message":"ok","nodes":[]}' },
];

function readAll(chunks: readonly string[]): SseMessage[] {
  const reader = createSseReader();
  const out: SseMessage[] = [];
  for (const chunk of chunks) out.push(...reader.feed(chunk));
  out.push(...reader.end());
  return out;
}

describe('createSseReader', () => {
  it('reads events, data lines, comments and all three line ends', () => {
    expect(readAll([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same messages wherever the chunks are cut (one character at a time included)', () => {
    expect(readAll([...STREAM])).toEqual(EXPECTED);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: STREAM.length - 1 }), { maxLength: 20 }),
        (cuts) => {
          const sorted = [...cuts].sort((a, b) => a - b);
          const chunks: string[] = [];
          let from = 0;
          for (const cut of sorted) {
            chunks.push(STREAM.slice(from, cut));
            from = cut;
          }
          chunks.push(STREAM.slice(from));
          expect(readAll(chunks)).toEqual(EXPECTED);
        },
      ),
    );
  });

  it('drops a message whose blank line never came', () => {
    expect(readAll(['event: node\ndata: {"id":"x"}'])).toEqual([]);
  });
});

function sseResponse(chunks: readonly string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const BODY = {
  task: 'rewrite_section' as const,
  project_id: 'p1',
  nodes: [{ id: 'e3#0', role: 'heading' as const, text: 'Old' }],
};

describe('streamGptContent', () => {
  it('posts with the session header and stream: true, and calls back node by node until done', async () => {
    const fetch = vi.fn(async () =>
      sseResponse([
        'event: node\ndata: {"id":"e3#0",',
        '"text":"New"}\n\nevent: done\ndata: {"code":200,"message":"ok","nodes":[{"id":"e3#0","text":"New"}]}\n\n',
      ]),
    );
    const nodes: unknown[] = [];
    const result = await streamGptContent({ fetch, token: 'tok' }, BODY, {
      onNode: (node) => nodes.push(node),
    });
    expect(nodes).toEqual([{ id: 'e3#0', text: 'New' }]);
    expect(result).toEqual({
      ok: true,
      value: { code: 200, message: 'ok', nodes: [{ id: 'e3#0', text: 'New' }] },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/app_api/get_gpt_content');
    expect(init.headers).toMatchObject({ accept: 'text/event-stream', 'x-sh-auth': 'tok' });
    expect(JSON.parse(init.body as string)).toEqual({ ...BODY, stream: true });
  });

  it('answers the envelope of a refusal before the stream', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 400, message: 'No AI provider is configured.' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const result = await streamGptContent({ fetch, token: 't' }, BODY, {});
    expect(result).toEqual({ ok: false, error: { code: 400, message: 'No AI provider is configured.' } });
  });

  it('ends with the error event and with a stream that breaks off', async () => {
    const deltas: string[] = [];
    const failed = await streamGptContent(
      {
        token: null,
        fetch: async () =>
          sseResponse([
            'event: delta\ndata: {"text":"Hel"}\n\nevent: error\ndata: {"code":429,"message":"Daily AI limit reached."}\n\n',
          ]),
      },
      { task: 'write_text', project_id: 'p1', text: '', length: 'same' },
      { onDelta: (text) => deltas.push(text) },
    );
    expect(deltas).toEqual(['Hel']);
    expect(failed).toEqual({ ok: false, error: { code: 429, message: 'Daily AI limit reached.' } });
    const broken = await streamGptContent(
      { fetch: async () => sseResponse(['event: delta\ndata: {"text":"a"}\n\n']), token: null },
      BODY,
      {},
    );
    expect(broken).toMatchObject({ ok: false, error: { code: 502 } });
  });

  it('rejects with the AbortError when cancelled', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          init?.signal?.addEventListener('abort', () =>
            stream.error(new DOMException('Aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const pending = streamGptContent(
      { fetch: fetch as unknown as typeof globalThis.fetch, token: 't' },
      BODY,
      {},
      controller.signal,
    );
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
