/**
 * The one AI provider of the server (issue 24): any OpenAI-compatible HTTP API (OpenAI, Ollama,
 * llama.cpp's server, vLLM, LM Studio) through the official `openai` client — chat completions, plain
 * and streamed, and image generation (`b64_json` or `url` answers).
 *
 * Invariants:
 * - the key is sent to the provider only: it is never logged, and redacted from any provider message
 *   that reaches a client (some providers echo part of a refused key);
 * - each attempt has its own deadline (`timeoutMs`; for a stream, the longest wait for the next piece)
 *   and a timeout is not retried; 429 and 5xx answers are retried twice with backoff, honouring a
 *   short `Retry-After`; a stream is retried only before its first byte;
 * - aborting `signal` (the client went away) aborts the provider's request at once;
 * - every failure is an HttpError with a message a user can act on (errors.ts).
 */
import type OpenAI from 'openai';
import type { AiSettings } from '../config.ts';
import { HttpError } from '../http/http-error.ts';
import { AiAbortedError, describeFailure, noImageModel, notConfigured, type Redact } from './errors.ts';

export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** What an image generation answered: the picture's bytes, or where to fetch them. */
export type GeneratedImage = { readonly b64: string } | { readonly url: string };

export interface AiProviderStatus {
  readonly configured: boolean;
  /** Why not, and what to set, when not configured. */
  readonly reason: string | null;
  readonly images: boolean;
}

export interface AiLog {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface AiProvider {
  readonly status: AiProviderStatus;
  complete(messages: readonly ChatMessage[], signal: AbortSignal): Promise<string>;
  /** The answer's pieces as they arrive. */
  stream(messages: readonly ChatMessage[], signal: AbortSignal): AsyncGenerator<string, void, undefined>;
  image(prompt: string, size: string | undefined, signal: AbortSignal): Promise<GeneratedImage>;
}

export interface ProviderTuning {
  /** First retry's wait; doubled for the second. */
  readonly retryBaseMs: number;
  /** The longest `Retry-After` waited for inside a request; a longer one ends the call with a 429. */
  readonly maxRetryAfterMs: number;
  readonly retries: number;
}

export const DEFAULT_TUNING: ProviderTuning = { retryBaseMs: 500, maxRetryAfterMs: 10_000, retries: 2 };

type ProviderSettings = Pick<AiSettings, 'baseUrl' | 'apiKey' | 'model' | 'imageModel' | 'timeoutMs'>;

let openaiPackage: Promise<typeof OpenAI> | undefined;
/**
 * The `openai` package, imported by the first call that talks to a provider rather than at every
 * start: most servers never call one, and its import was ≈ 0.3 s of each start (docs/benchmarks.md,
 * "Unit suite wall time").
 */
function loadOpenAI(): Promise<typeof OpenAI> {
  openaiPackage ??= import('openai').then((module) => module.default);
  return openaiPackage;
}

interface Connected {
  readonly sdk: typeof OpenAI;
  readonly client: OpenAI;
}

export function createAiProvider(
  settings: ProviderSettings,
  log: AiLog,
  tuning: ProviderTuning = DEFAULT_TUNING,
): AiProvider {
  const { baseUrl, model, imageModel, timeoutMs } = settings;
  const key = settings.apiKey ?? '';
  const configured = Boolean(baseUrl && model);
  const status: AiProviderStatus = {
    configured,
    reason: configured ? null : notConfigured().message,
    images: configured && Boolean(imageModel),
  };
  let connected: Promise<Connected> | undefined;
  const connect = () => {
    connected ??= loadOpenAI().then((sdk) => ({
      sdk,
      // Ollama and llama.cpp need no key, but the client insists on one; "none" is never a real key.
      client: new sdk({
        baseURL: baseUrl,
        apiKey: key || 'none',
        organization: null,
        project: null,
        maxRetries: 0,
        timeout: timeoutMs,
        logLevel: 'off',
      }),
    }));
    return connected;
  };
  const redact: Redact = (text) => {
    let clean = key.length >= 4 ? text.split(key).join('[key]') : text;
    // Providers that echo a refused key show its first and last characters (`sk-ab***wxyz`).
    clean = clean.replace(/\bsk-[A-Za-z0-9*_-]{3,}/g, '[key]');
    return clean.length > 300 ? `${clean.slice(0, 300)}…` : clean;
  };

  const require = async (forImages: boolean) => {
    if (!configured) throw notConfigured();
    if (forImages && !imageModel) throw noImageModel();
    return connect();
  };

  /** Runs `attempt` under its own deadline and the caller's signal, retrying 429 and 5xx. */
  async function withRetries<T>(
    sdk: typeof OpenAI,
    what: 'chat' | 'image',
    signal: AbortSignal,
    attempt: (upstream: AbortSignal) => Promise<T>,
  ): Promise<T> {
    for (let tries = 0; ; tries += 1) {
      if (signal.aborted) throw new AiAbortedError();
      const upstream = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        upstream.abort();
      }, timeoutMs);
      const cancel = () => upstream.abort();
      signal.addEventListener('abort', cancel, { once: true });
      try {
        return await attempt(upstream.signal);
      } catch (error) {
        if (signal.aborted) throw new AiAbortedError();
        const wait = retryWait(sdk, error, tries, tuning);
        if (!timedOut && wait !== undefined) {
          log.info(
            { ai: { what, status: (error as { status?: number }).status, retryInMs: wait } },
            'AI provider busy, retrying',
          );
          await sleep(wait, signal);
          continue;
        }
        const failure = describeFailure(sdk, error, {
          timedOut,
          timeoutMs,
          redact,
          what,
          model: what === 'image' ? imageModel : model,
        });
        log.info(
          { ai: { what, status: failure.statusCode, message: failure.message } },
          'AI provider call failed',
        );
        throw failure;
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
      }
    }
  }

  return {
    status,

    async complete(messages, signal) {
      const { sdk, client: openai } = await require(false);
      log.debug({ ai: { what: 'chat', model, messages } }, 'AI prompt');
      const answer = await withRetries(sdk, 'chat', signal, async (upstream) => {
        const completion = await openai.chat.completions.create(
          { model: model!, messages: messages.map((message) => ({ ...message })) },
          { signal: upstream },
        );
        return completion.choices?.[0]?.message?.content ?? '';
      });
      log.debug({ ai: { what: 'chat', answer } }, 'AI answer');
      return answer;
    },

    async *stream(messages, signal) {
      const { sdk, client: openai } = await require(false);
      log.debug({ ai: { what: 'chat', model, messages, stream: true } }, 'AI prompt');
      // Opened under the retry rules (a status error arrives before the first byte), then read under
      // a deadline for each next piece.
      const opened = await withRetries(sdk, 'chat', signal, (upstream) =>
        openai.chat.completions.create(
          { model: model!, messages: messages.map((message) => ({ ...message })), stream: true },
          { signal: upstream },
        ),
      );
      const stop = () => opened.controller.abort();
      signal.addEventListener('abort', stop, { once: true });
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          stop();
        }, timeoutMs);
      };
      let answer = '';
      try {
        arm();
        for await (const chunk of opened) {
          arm();
          const piece = chunk.choices?.[0]?.delta?.content ?? '';
          if (piece) {
            answer += piece;
            yield piece;
          }
        }
        // An aborted stream just ends (the client swallows the abort): it must not pass for a whole answer.
        if (signal.aborted) throw new AiAbortedError();
        if (timedOut)
          throw describeFailure(sdk, undefined, { timedOut, timeoutMs, redact, what: 'chat', model });
        log.debug({ ai: { what: 'chat', answer } }, 'AI answer');
      } catch (error) {
        if (signal.aborted) throw new AiAbortedError();
        throw describeFailure(sdk, error, { timedOut, timeoutMs, redact, what: 'chat', model });
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
        // A reader that stops early (or a client that went away) ends the provider's request too.
        stop();
      }
    },

    async image(prompt, size, signal) {
      const { sdk, client: openai } = await require(true);
      log.debug({ ai: { what: 'image', model: imageModel, prompt, size } }, 'AI prompt');
      return withRetries(sdk, 'image', signal, async (upstream) => {
        const answer = await openai.images.generate(
          { model: imageModel!, prompt, n: 1, ...(size && { size: size as '1024x1024' }) },
          { signal: upstream },
        );
        const first = answer.data?.[0];
        if (first?.b64_json) return { b64: first.b64_json };
        if (first?.url) return { url: first.url };
        throw new HttpError(
          400,
          'The AI provider answered without a picture; try again or check AI_IMAGE_MODEL.',
        );
      });
    },
  };
}

/** How long to wait before retrying `error`, or undefined when it is not retried. */
function retryWait(
  sdk: typeof OpenAI,
  error: unknown,
  tries: number,
  tuning: ProviderTuning,
): number | undefined {
  if (!(error instanceof sdk.APIError) || error.status === undefined) return undefined;
  if (error.status !== 429 && error.status < 500) return undefined;
  if (tries >= tuning.retries) return undefined;
  const header = Number(error.headers?.get('retry-after'));
  if (Number.isFinite(header) && header > 0) {
    const ms = header * 1000;
    return ms <= tuning.maxRetryAfterMs ? ms : undefined;
  }
  return tuning.retryBaseMs * 2 ** tries;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new AiAbortedError());
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
