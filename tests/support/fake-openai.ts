/**
 * A fake OpenAI-compatible server for tests (issue 24): `POST /v1/chat/completions` (plain JSON and
 * streamed `chat.completion.chunk` server-sent events ending with `data: [DONE]`),
 * `POST /v1/images/generations` (`b64_json` or `url` answers; the url is served by the fake itself),
 * `GET /v1/models`, and the real error body `{error: {message, type, param, code}}`.
 *
 * Usage (vitest or Playwright):
 *
 *   const fake = await startFakeOpenAI();
 *   // server settings: AI_BASE_URL=fake.baseUrl, AI_API_KEY=fake.apiKey, AI_MODEL=fake.chatModel,
 *   // AI_IMAGE_MODEL=fake.imageModel (and OUTBOUND_ALLOW_HOSTS=127.0.0.1 for url image answers)
 *   fake.queue({ error: { status: 429 } }, { chat: 'Hello' }); // optional: script the next answers
 *   ...
 *   fake.requests;           // every request seen: path, headers, parsed body, aborted
 *   await fake.close();
 *
 * Every request is checked like the real API checks it: `Authorization: Bearer <apiKey>` (else 401
 * `invalid_api_key`), the model is the configured one (else 404 `model_not_found`), `messages` is a
 * non-empty list of `{role, content}` and `stream` a boolean (else 400 `invalid_request_error`).
 *
 * With nothing queued it answers sensibly, so an end-to-end journey works without scripting. It reads
 * the last user message as JSON (the shape Pagewright's prompts use):
 * - `{nodes: [{id, text, ...}]}` (rewrite a section): one JSON line `{"id","text":"Fresh: <text>"}` per node;
 * - `{text, ...}` (write text): `Fresh: <text>`, or `Fresh: a friendly sentence written for you.` when empty;
 * - anything else (free-form query): `Fresh: <the message>`;
 * - images: a small real PNG (64×64), as `b64_json` unless the request asked `response_format: "url"`.
 * Recognise the fake's writing in a test by the `Fresh: ` prefix (DEFAULT_PREFIX).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

export const DEFAULT_PREFIX = 'Fresh: ';

/** One scripted answer, used by the next chat or image request (first in, first out). */
export type FakeAnswer =
  /** A chat answer: JSON, or streamed in pieces of `chunkSize` characters when the request streams. */
  | { readonly chat: string; readonly chunkSize?: number; readonly chunkDelayMs?: number }
  /** A streamed answer sent as exactly these content pieces; `hangAfter` keeps the stream open after them. */
  | { readonly chunks: readonly string[]; readonly chunkDelayMs?: number; readonly hangAfter?: boolean }
  /** The real error body with this status; `retryAfter` (seconds) sets the Retry-After header. */
  | {
      readonly error: {
        readonly status: 400 | 401 | 404 | 429 | 500 | 502 | 503;
        readonly message?: string;
        readonly type?: string;
        readonly code?: string | null;
        readonly retryAfter?: number;
      };
    }
  /** Never answers (for timeouts and cancels): the request shows `aborted` once the client gives up. */
  | { readonly hang: true }
  /** An image answer in this format (for images/generations). */
  | { readonly image: 'b64_json' | 'url' }
  /** Anything at all, e.g. a malformed body. */
  | { readonly raw: { readonly status: number; readonly body: string; readonly contentType?: string } };

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when there was none or it was not JSON). */
  readonly body: unknown;
  /** The client closed the connection before the answer was complete. */
  aborted: boolean;
  /** The answer was completely sent. */
  finished: boolean;
}

export interface FakeOpenAI {
  /** e.g. `http://127.0.0.1:41234/v1`: what AI_BASE_URL should be. */
  readonly baseUrl: string;
  /** The key it accepts (`Authorization: Bearer <apiKey>`). */
  readonly apiKey: string;
  /** Accept another key from now on (to test a refused key without a second server). */
  setApiKey(key: string): void;
  readonly chatModel: string;
  readonly imageModel: string;
  readonly requests: FakeRequest[];
  /** The PNG the default image answers carry. */
  readonly png: Buffer;
  queue(...answers: FakeAnswer[]): void;
  /** Resolves when a request matching `predicate` has been aborted by its client. */
  waitForAbort(predicate?: (request: FakeRequest) => boolean, timeoutMs?: number): Promise<FakeRequest>;
  close(): Promise<void>;
}

export interface FakeOptions {
  readonly apiKey?: string;
  readonly chatModel?: string;
  readonly imageModel?: string;
  /** Delay between streamed pieces by default (ms); 0 unless set. */
  readonly chunkDelayMs?: number;
}

const PIECE = 12;

export async function startFakeOpenAI(options: FakeOptions = {}): Promise<FakeOpenAI> {
  let apiKey = options.apiKey ?? `sk-fake-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const chatModel = options.chatModel ?? 'fake-chat';
  const imageModel = options.imageModel ?? 'fake-image';
  const defaultDelay = options.chunkDelayMs ?? 0;
  const png = solidPng(64, 64, [0x2f, 0x80, 0xed]);
  const scripted: FakeAnswer[] = [];
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const abortWaiters: Array<() => void> = [];
  let counter = 0;
  let pictures = 0;
  let origin = '';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const record: FakeRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body,
      aborted: false,
      finished: false,
    };
    requests.push(record);
    res.on('close', () => {
      hanging.delete(res);
      if (!res.writableFinished) {
        record.aborted = true;
        for (const wake of abortWaiters.splice(0)) wake();
      }
    });
    res.on('finish', () => {
      record.finished = true;
    });

    if (req.method === 'GET' && path.startsWith('/files/')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.end(png);
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      const given = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      return sendError(res, 401, {
        message: `Incorrect API key provided: ${given.slice(0, 3)}***${given.slice(-4)}.`,
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      });
    }
    if (req.method === 'GET' && path === '/v1/models') {
      return sendJson(res, 200, {
        object: 'list',
        data: [chatModel, imageModel].map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
      });
    }
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/v1/images/generations')) {
      return sendError(res, 404, {
        message: `Unknown request URL: ${req.method} ${path}`,
        type: 'invalid_request_error',
        code: 'unknown_url',
      });
    }
    if (typeof body !== 'object' || body === null) {
      return sendError(res, 400, {
        message: 'We could not parse the JSON body of your request.',
        type: 'invalid_request_error',
        code: null,
      });
    }
    const request = body as Record<string, unknown>;
    const images = path === '/v1/images/generations';
    const problem = images ? checkImageRequest(request, imageModel) : checkChatRequest(request, chatModel);
    if (problem) return sendError(res, problem.status, problem);

    const answer = scripted.shift();
    if (answer && 'hang' in answer) {
      hanging.add(res);
      return;
    }
    if (answer && 'error' in answer) {
      const { status, retryAfter, ...rest } = answer.error;
      return sendError(res, status, { ...defaultError(status), ...rest }, retryAfter);
    }
    if (answer && 'raw' in answer) {
      res.writeHead(answer.raw.status, { 'content-type': answer.raw.contentType ?? 'application/json' });
      res.end(answer.raw.body);
      return;
    }
    if (images) {
      const format =
        answer && 'image' in answer ? answer.image : request.response_format === 'url' ? 'url' : 'b64_json';
      if (answer && !('image' in answer))
        return sendError(res, 500, {
          message: 'fake: a chat answer was queued for an image request',
          type: 'server_error',
          code: null,
        });
      pictures += 1;
      const data =
        format === 'url'
          ? { url: `${origin}/files/generated-${pictures}.png`, revised_prompt: String(request.prompt) }
          : { b64_json: png.toString('base64'), revised_prompt: String(request.prompt) };
      return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [data] });
    }
    if (answer && 'image' in answer)
      return sendError(res, 500, {
        message: 'fake: an image answer was queued for a chat request',
        type: 'server_error',
        code: null,
      });

    const content =
      answer && 'chat' in answer
        ? answer.chat
        : answer && 'chunks' in answer
          ? answer.chunks.join('')
          : defaultChat(request);
    const id = `chatcmpl-fake${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    if (request.stream !== true) {
      return sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model: chatModel,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: {
          prompt_tokens: 10,
          completion_tokens: Math.ceil(content.length / 4),
          total_tokens: 10 + Math.ceil(content.length / 4),
        },
      });
    }
    const pieces =
      answer && 'chunks' in answer
        ? [...answer.chunks]
        : split(content, answer && 'chat' in answer && answer.chunkSize ? answer.chunkSize : PIECE);
    const delay =
      answer && 'chunkDelayMs' in answer && answer.chunkDelayMs !== undefined
        ? answer.chunkDelayMs
        : defaultDelay;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: chatModel, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    for (const piece of pieces) {
      if (delay > 0) await sleep(delay);
      if (res.destroyed) return;
      res.write(chunk({ content: piece }, null));
    }
    if (answer && 'hangAfter' in answer && answer.hangAfter) {
      hanging.add(res);
      return;
    }
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        sendError(res, 500, { message: `fake: ${String(error)}`, type: 'server_error', code: null });
      else res.destroy();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    baseUrl: `${origin}/v1`,
    get apiKey() {
      return apiKey;
    },
    setApiKey(key) {
      apiKey = key;
    },
    chatModel,
    imageModel,
    requests,
    png,
    queue: (...answers) => {
      scripted.push(...answers);
    },
    waitForAbort(predicate = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('fake-openai: no request was aborted in time')),
          timeoutMs,
        );
        const look = () => {
          const found = requests.find((request) => request.aborted && predicate(request));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else abortWaiters.push(look);
        };
        look();
      });
    },
    close: () =>
      new Promise<void>((done) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

interface ErrorFields {
  readonly message: string;
  readonly type: string;
  readonly code: string | null;
  readonly param?: string | null;
}

function defaultError(status: number): ErrorFields {
  switch (status) {
    case 400:
      return { message: 'Invalid request.', type: 'invalid_request_error', code: null };
    case 401:
      return {
        message: 'Incorrect API key provided.',
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      };
    case 404:
      return { message: 'The model does not exist.', type: 'invalid_request_error', code: 'model_not_found' };
    case 429:
      return {
        message: 'Rate limit reached for requests. Please try again in 1s.',
        type: 'requests',
        code: 'rate_limit_exceeded',
      };
    default:
      return {
        message: 'The server had an error while processing your request. Sorry about that!',
        type: 'server_error',
        code: null,
      };
  }
}

function checkChatRequest(
  body: Record<string, unknown>,
  model: string,
): (ErrorFields & { status: number }) | undefined {
  if (body.model !== model)
    return {
      status: 404,
      message: `The model \`${String(body.model)}\` does not exist or you do not have access to it.`,
      type: 'invalid_request_error',
      code: 'model_not_found',
    };
  const messages = body.messages;
  const valid =
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every(
      (message) =>
        typeof message === 'object' &&
        message !== null &&
        ['system', 'user', 'assistant', 'developer'].includes(
          (message as { role?: unknown }).role as string,
        ) &&
        typeof (message as { content?: unknown }).content === 'string',
    );
  if (!valid)
    return {
      status: 400,
      message: "Invalid 'messages': expected a non-empty array of {role, content}.",
      type: 'invalid_request_error',
      param: 'messages',
      code: null,
    };
  if (body.stream !== undefined && typeof body.stream !== 'boolean')
    return {
      status: 400,
      message: "Invalid type for 'stream': expected a boolean.",
      type: 'invalid_request_error',
      param: 'stream',
      code: null,
    };
  return undefined;
}

function checkImageRequest(
  body: Record<string, unknown>,
  model: string,
): (ErrorFields & { status: number }) | undefined {
  if (body.model !== model)
    return {
      status: 404,
      message: `The model \`${String(body.model)}\` does not exist or you do not have access to it.`,
      type: 'invalid_request_error',
      code: 'model_not_found',
    };
  if (typeof body.prompt !== 'string' || body.prompt.length === 0)
    return {
      status: 400,
      message: "Missing required parameter: 'prompt'.",
      type: 'invalid_request_error',
      param: 'prompt',
      code: null,
    };
  return undefined;
}

/** The default answer for a chat request (see the header). */
function defaultChat(body: Record<string, unknown>): string {
  const messages = body.messages as Array<{ role: string; content: string }>;
  const last = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(last);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed === 'object' && parsed !== null) {
    const fields = parsed as { nodes?: unknown; text?: unknown };
    if (Array.isArray(fields.nodes)) {
      return fields.nodes
        .map((node: { id?: unknown; text?: unknown }) =>
          JSON.stringify({ id: node.id, text: `${DEFAULT_PREFIX}${String(node.text ?? '')}` }),
        )
        .join('\n');
    }
    if (typeof fields.text === 'string') {
      return fields.text.trim()
        ? `${DEFAULT_PREFIX}${fields.text}`
        : `${DEFAULT_PREFIX}a friendly sentence written for you.`;
    }
  }
  return `${DEFAULT_PREFIX}${last}`;
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: number, fields: ErrorFields, retryAfter?: number) {
  const headers: Record<string, string> =
    retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {};
  sendJson(
    res,
    status,
    { error: { message: fields.message, type: fields.type, param: fields.param ?? null, code: fields.code } },
    headers,
  );
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

function split(text: string, size: number): string[] {
  const pieces: string[] = [];
  const chars = Array.from(text);
  for (let at = 0; at < chars.length; at += size) pieces.push(chars.slice(at, at + size).join(''));
  return pieces;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A real PNG of one colour: signature, IHDR, one zlib IDAT, IEND. */
function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
