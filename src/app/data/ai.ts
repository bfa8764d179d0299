/**
 * The AI calls of issue 24 (contract: src/api/ai.ts) from the builder: the status as a
 * queryOptions factory (['ai', 'status']), the plain calls through the shared client, and the
 * streamed `get_gpt_content` — fetch with `Accept: text/event-stream` and the session header the
 * shared client sends, read as server-sent events (`node`, `delta`, `done`, `error`), aborted by
 * the caller's AbortSignal (Cancel).
 *
 * A refusal before the stream starts is the usual `{code, message}` envelope; an `error` event
 * ends the stream with its message, and nothing of that stream may then be used.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  AI_DOCS_PATH,
  AI_PATHS,
  type AiRewrittenNode,
  type AiStatusResponse,
  type GeneratePictureBody,
  type GeneratePictureResponse,
  type GetGptContentBody,
  type GetGptContentResponse,
} from '../../api/ai.ts';
import type { ApiClient, ApiFailure } from '../../api/client.ts';
import { NETWORK_FAILURE } from '../../api/client.ts';
import { AUTH_HEADER } from '../../api/wire.ts';

// The contract's constants (its schemas come along: this module loads with the AI dialogs only).
export const AI_CONTENT_PATH = AI_PATHS.content;
export const AI_PICTURE_PATH = AI_PATHS.picture;
export const AI_STATUS_PATH = AI_PATHS.status;
export const AI_DOCS_LINK = AI_DOCS_PATH;

export const aiKeys = {
  all: ['ai'] as const,
  status: () => [...aiKeys.all, 'status'] as const,
};

export const aiStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: aiKeys.status(),
    queryFn: ({ signal }) => api.request<AiStatusResponse>({ method: 'GET', path: AI_STATUS_PATH, signal }),
    staleTime: 30_000,
    meta: { errorToast: false },
  });

export const getGptContent = (api: ApiClient, body: GetGptContentBody, signal?: AbortSignal) =>
  api.request<GetGptContentResponse>({
    method: 'POST',
    path: AI_CONTENT_PATH,
    body: { ...body, stream: false },
    ...(signal && { signal }),
  });

export const generatePicture = (api: ApiClient, body: GeneratePictureBody, signal?: AbortSignal) =>
  api.request<GeneratePictureResponse>({
    method: 'POST',
    path: AI_PICTURE_PATH,
    body,
    ...(signal && { signal }),
  });

// --- Server-sent events ---------------------------------------------------------------------

export interface SseMessage {
  /** `message` when the server named none. */
  readonly event: string;
  readonly data: string;
}

/**
 * An incremental reader of the `text/event-stream` format (WHATWG HTML §9.2.6): feed it text as it
 * arrives, split anywhere (inside a line, between `\r` and `\n`), and it answers the messages that
 * are complete. Comments and unknown fields are ignored; `data` lines join with `\n`.
 */
export function createSseReader(): { feed(chunk: string): SseMessage[]; end(): SseMessage[] } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let pendingCr = false;

  const line = (text: string, out: SseMessage[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    feed(chunk) {
      const out: SseMessage[] = [];
      let text = chunk;
      // A `\r\n` split between two chunks is one line end.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i), out);
        if (c === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else pendingCr = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      const out: SseMessage[] = [];
      if (buffer !== '') line(buffer, out);
      buffer = '';
      // A message without its closing blank line is incomplete: dropped, as browsers do.
      event = '';
      data = [];
      return out;
    },
  };
}

// --- The streamed get_gpt_content --------------------------------------------------------------

export interface StreamHandlers {
  /** rewrite_section: one node's new text, complete. */
  readonly onNode?: (node: AiRewrittenNode) => void;
  /** write_text: the next piece of the text. */
  readonly onDelta?: (text: string) => void;
}

export type StreamResult =
  | { readonly ok: true; readonly value: GetGptContentResponse }
  | { readonly ok: false; readonly error: ApiFailure };

export interface StreamDeps {
  readonly fetch: typeof fetch;
  /** The builder session's token (the shared client's `x-sh-auth`). */
  readonly token: string | null;
  readonly baseUrl?: string;
  /** A 401, as the shared client reports it (the session ends). */
  readonly onUnauthorized?: () => void;
}

const BROKEN_STREAM: ApiFailure = { code: 502, message: 'The AI answer broke off. Try again.' };

function failureOf(status: number, body: unknown): ApiFailure {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'number' && record.code !== 200 ? record.code : status;
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : 'The AI helper could not answer. Try again.';
  return { code: code >= 200 && code < 300 ? 500 : code, message };
}

/**
 * Posts `body` with `stream: true` and reads the events, calling the handlers as they come.
 * Resolves with the `done` answer or the failure; rejects only with the AbortError of `signal`.
 */
export async function streamGptContent(
  deps: StreamDeps,
  body: GetGptContentBody,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<StreamResult> {
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    'content-type': 'application/json',
  };
  if (deps.token) headers[AUTH_HEADER] = deps.token;
  let response: Response;
  try {
    response = await deps.fetch(`${deps.baseUrl ?? ''}${AI_CONTENT_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, stream: true }),
      ...(signal && { signal }),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    return { ok: false, error: NETWORK_FAILURE };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/event-stream')) {
    const answer: unknown = await response.json().catch(() => undefined);
    if (
      response.ok &&
      typeof answer === 'object' &&
      answer !== null &&
      (answer as { code?: unknown }).code === 200
    )
      return { ok: true, value: answer as GetGptContentResponse };
    const failure = failureOf(response.status, answer);
    if (failure.code === 401) deps.onUnauthorized?.();
    return { ok: false, error: failure };
  }
  if (!response.body) return { ok: false, error: BROKEN_STREAM };

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const sse = createSseReader();
  const handle = (message: SseMessage): StreamResult | null => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return { ok: false, error: BROKEN_STREAM };
    }
    const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    switch (message.event) {
      case 'node':
        if (typeof record.id === 'string' && typeof record.text === 'string')
          handlers.onNode?.({ id: record.id, text: record.text });
        return null;
      case 'delta':
        if (typeof record.text === 'string') handlers.onDelta?.(record.text);
        return null;
      case 'done':
        return { ok: true, value: data as GetGptContentResponse };
      case 'error':
        return { ok: false, error: failureOf(400, data) };
      default:
        return null;
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const messages = done ? sse.end() : sse.feed(value);
      for (const message of messages) {
        const result = handle(message);
        if (result) return result;
      }
      if (done) return { ok: false, error: BROKEN_STREAM };
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    if (signal?.aborted) throw signal.reason ?? error;
    return { ok: false, error: BROKEN_STREAM };
  } finally {
    void reader.cancel().catch(() => {});
  }
}
