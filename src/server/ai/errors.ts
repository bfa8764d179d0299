/**
 * What an AI failure tells the user (issue 24, spec §8): every refusal is an HttpError whose message
 * says what happened and what to do. A provider answering 429 after the retries is our 429 with
 * `Retry-After` (a RetryLaterError; the route sets the header); everything else is a 400.
 * Provider messages pass through `redact` first: the key never reaches a client.
 */
import type OpenAI from 'openai';
import { AI_DOCS_PATH } from '../../api/ai.ts';
import { HttpError } from '../http/http-error.ts';

export type Redact = (text: string) => string;

/** The client went away (499, as nginx logs it): there is no one left to answer. */
export class AiAbortedError extends HttpError {
  constructor() {
    super(499, 'The AI request was cancelled');
    this.name = 'AiAbortedError';
  }
}

const DOCS = `docs/ai.md (${AI_DOCS_PATH})`;

/** A 429 whose `Retry-After` the route puts on the reply. */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notConfigured = () =>
  new HttpError(
    400,
    `No AI provider is configured on this server: set AI_BASE_URL and AI_MODEL (and AI_API_KEY when the provider needs a key), then restart. See ${DOCS}.`,
  );

export const noImageModel = () =>
  new HttpError(
    400,
    `Picture generation is not configured on this server: set AI_IMAGE_MODEL to an image model of the provider (Ollama and llama.cpp's server have none). See ${DOCS}.`,
  );

/** The model's answer failed validation: nothing of it is used. */
export const unusableAnswer = (reason: string) =>
  new HttpError(400, `The AI answer was not usable: ${reason}. Try again.`);

export const PROVIDER_BUSY_RETRY_SECONDS = 30;

interface FailureContext {
  readonly timedOut: boolean;
  readonly timeoutMs: number;
  readonly redact: Redact;
  readonly what: 'chat' | 'image';
  readonly model: string | undefined;
}

/**
 * The envelope error for a failed provider request (after any retries). `sdk` is the loaded `openai`
 * package (provider.ts imports it on first use), whose error classes tell the failures apart.
 */
export function describeFailure(sdk: typeof OpenAI, error: unknown, context: FailureContext): HttpError {
  if (error instanceof HttpError) return error;
  const setting = context.what === 'image' ? 'AI_IMAGE_MODEL' : 'AI_MODEL';
  if (context.timedOut || error instanceof sdk.APIConnectionTimeoutError) {
    return new HttpError(
      400,
      `The AI provider did not answer within ${Number((context.timeoutMs / 1000).toFixed(1))} seconds; try again, or raise AI_TIMEOUT_MS or choose a faster model.`,
    );
  }
  if (error instanceof sdk.APIError && error.status !== undefined) {
    const detail = context.redact(providerMessage(error));
    switch (true) {
      case error.status === 401 || error.status === 403:
        return new HttpError(
          400,
          `The AI provider refused this server's key: check AI_API_KEY. See ${DOCS}.`,
        );
      case error.status === 404:
        return new HttpError(
          400,
          `The AI provider does not know the model "${context.model ?? ''}" or the address: check ${setting} and AI_BASE_URL (it usually ends in /v1). See ${DOCS}.`,
        );
      case error.status === 429: {
        const header = Number(error.headers?.get('retry-after'));
        const seconds =
          Number.isFinite(header) && header > 0 ? Math.ceil(header) : PROVIDER_BUSY_RETRY_SECONDS;
        return new RetryLaterError(
          `The AI provider is busy (rate limited); try again in ${seconds} seconds.`,
          seconds,
        );
      }
      case error.status >= 500:
        return new HttpError(
          400,
          `The AI provider failed (HTTP ${error.status}) three times in a row; try again later.${detail ? ` It said: ${detail}` : ''}`,
        );
      default:
        return new HttpError(
          400,
          `The AI provider refused the request (HTTP ${error.status})${detail ? `: ${detail}` : ''}`,
        );
    }
  }
  if (error instanceof sdk.APIConnectionError) {
    return new HttpError(
      400,
      `The AI provider cannot be reached: check AI_BASE_URL and that the provider is running. See ${DOCS}.`,
    );
  }
  if (error instanceof sdk.OpenAIError || error instanceof SyntaxError) {
    return unusableAnswer('the provider answered in a format this server does not understand');
  }
  return new HttpError(400, 'The AI request failed; try again later.');
}

function providerMessage(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : '';
}
