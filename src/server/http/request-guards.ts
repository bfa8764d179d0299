/**
 * What every API request must pass before a handler sees it (CONTRACT "HTTP", issue 22 items 2 and 8):
 * - JSON bodies only, in UTF-8: `text/plain` has no parser (415 like any other type) and a JSON body
 *   declaring another charset is a 415.
 * - No credential in the URL: the session token travels in `x-sh-auth`; a token-like query parameter
 *   on an API call is a 401, so it is never accepted where it would also be logged.
 * - Text PostgreSQL can store: a NUL character in any body value, query or path parameter (or a key)
 *   is a 400 naming the field, and JSON nested deeper than MAX_INPUT_DEPTH is a 400. Lone surrogates
 *   become U+FFFD, which is what a text column stores anyway; a jsonb column refuses them.
 * Hooks run in the request order: query credentials (onRequest, before any token check), charset
 * (preParsing, after the token check), storable text (preValidation, before the schema).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER } from '../../api/auth.ts';
import type { FieldError } from '../../api/envelope.ts';
import { badRequest, HttpError, unauthorized } from './http-error.ts';

/** Far above any document the builder sends (a page tree nests a few dozen levels). */
export const MAX_INPUT_DEPTH = 256;
export const NUL_MESSAGE = 'must not contain NUL characters';
export const NUL_KEY_MESSAGE = 'must not have keys containing NUL characters';
export const DEPTH_MESSAGE = `must not nest deeper than ${MAX_INPUT_DEPTH} levels`;
/** Field names echoed in a message are cut to this length. */
const FIELD_NAME_MAX = 60;

/** Query parameter names that carry a credential: refused on API calls, redacted in every log. */
const CREDENTIAL_PARAM =
  /token|auth|key|pass|pwd|secret|signature|session|cookie|credential|jwt|^sig$|^code$|^otp$/i;

export function isCredentialParam(name: string): boolean {
  return CREDENTIAL_PARAM.test(name);
}

const printable = (segment: string) => segment.slice(0, FIELD_NAME_MAX);

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with every lone surrogate replaced by U+FFFD, as a UTF-8 encoder would write it. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

export interface SanitizedInput {
  /** `input` with lone surrogates replaced (in place where it is an object). */
  readonly value: unknown;
  /** The first NUL (in a value or a key) or over-deep nesting, named as schema errors name fields. */
  readonly problem?: FieldError;
}

/**
 * Makes `input` storable as PostgreSQL text and jsonb, or names why it cannot be: a NUL anywhere is
 * a problem, as is nesting beyond MAX_INPUT_DEPTH; lone surrogates (text writes them as U+FFFD, jsonb
 * refuses their `\ud800` escapes) become U+FFFD in values and keys. Fields are named as schema
 * errors name them (`sections.0.section_name`; `root` for `input` itself). Iterative, so any depth
 * is safe to walk.
 */
export function sanitizeInput(input: unknown, root: string): SanitizedInput {
  const holder: Record<string, unknown> = { [root]: input };
  const stack: [parent: Record<string, unknown>, key: string, path: readonly string[]][] = [
    [holder, root, []],
  ];
  while (stack.length > 0) {
    const [parent, key, path] = stack.pop()!;
    const value = parent[key];
    const field = () => path.map(printable).join('.') || root;
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        return { value: input, problem: { field: field(), message: NUL_MESSAGE } };
      parent[key] = toWellFormed(value);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    // Named by its top-level field: the full path would be hundreds of segments long.
    if (path.length >= MAX_INPUT_DEPTH) {
      const top = Array.isArray(input) ? root : printable(path[0]!);
      return { value: input, problem: { field: top, message: DEPTH_MESSAGE } };
    }
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.some((name) => name.includes('\u0000')))
      return { value: input, problem: { field: field(), message: NUL_KEY_MESSAGE } };
    // Pushed last-first so the walk reports the first problem in document order.
    for (const name of keys.reverse()) {
      const fixed = toWellFormed(name);
      if (fixed !== name) {
        record[fixed] = record[name];
        delete record[name];
      }
      stack.push([record, fixed, [...path, fixed]]);
    }
  }
  return { value: holder[root] };
}

/** The charset a Content-Type declares, lower-cased, when it declares one. */
function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match?.[1]?.toLowerCase();
}

function refuseQueryCredentials(request: FastifyRequest) {
  const path = request.url.split('?')[0] ?? '';
  if (path !== '/api' && !path.startsWith('/api/')) return;
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  const name = Object.keys(query).find(isCredentialParam);
  if (name !== undefined)
    throw unauthorized(`${printable(name)}: send credentials in the ${AUTH_HEADER} header, never in the URL`);
}

function refuseForeignCharset(request: FastifyRequest) {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^\s*application\/json\s*(;|$)/i.test(contentType)) return;
  const charset = charsetOf(contentType);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw new HttpError(415, `Unsupported charset ${printable(charset)}; send application/json in UTF-8`);
}

function sanitizeRequest(request: FastifyRequest) {
  for (const part of ['params', 'query', 'body'] as const) {
    const { value, problem } = sanitizeInput(request[part], part);
    if (problem) throw badRequest(`${problem.field}: ${problem.message}`, { errors: [problem] });
    request[part] = value;
  }
}

/** Installs the guards on `app`; call before registering routes so every plugin inherits them. */
export function installRequestGuards(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => refuseQueryCredentials(request));
  app.addHook('preParsing', async (request, _reply, payload) => {
    refuseForeignCharset(request);
    return payload;
  });
  app.addHook('preValidation', async (request) => sanitizeRequest(request));
}
