/**
 * The AI calls under /api/app_api (issue 24, spec §7 "AI and business info", contract src/api/ai.ts):
 * `get_gpt_content` (rewrite a section, write a text; plain or streamed as server-sent events),
 * `generate_picture_with_gpt` (into the user's gallery, like an upload), `ai_query` (free-form, html
 * answer) and `ai_status`. Session token only; the project must be the caller's (404 otherwise).
 *
 * Order of checks: token, body, project, provider configured (400 saying how), the per-minute and
 * daily limits (429 with Retry-After), then the provider. Nothing is stored except generated
 * pictures; a refused answer changes nothing. Closing the request aborts the provider's request.
 * `aiDocsRoute` serves docs/ai.md at AI_DOCS_PATH for the builder's "how to set up" link.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AI_DOCS_PATH,
  AI_PATHS,
  AiQueryBody,
  AiQueryResponse,
  AiStatusResponse,
  GeneratePictureBody,
  GeneratePictureResponse,
  GetGptContentBody,
  GetGptContentResponse,
} from '../../api/ai.ts';
import { answerToHtml } from '../ai/answer-html.ts';
import {
  AiAbortedError,
  noImageModel,
  notConfigured,
  RetryLaterError,
  unusableAnswer,
} from '../ai/errors.ts';
import { type AiProvider, createAiProvider, type ProviderTuning } from '../ai/provider.ts';
import { streamContent } from '../ai/stream-content.ts';
import {
  checkSectionAnswer,
  checkWrittenText,
  rewriteSectionMessages,
  writeTextMessages,
} from '../ai/text-prompts.ts';
import { type AiUsage, createAiUsage } from '../ai/usage.ts';
import type { AiSettings } from '../config.ts';
import { toGalleryFile } from '../data/files.ts';
import { ownerId, requireAuth } from '../http/authenticate.ts';
import { HttpError } from '../http/http-error.ts';
import { acceptMedia } from '../http/uploads.ts';
import { replies } from './replies.ts';
import { fetchImage } from './upload.ts';

export interface AiRouteOptions {
  readonly settings: AiSettings;
  /** Retry waits (tests shorten them). */
  readonly tuning?: ProviderTuning;
}

const local = (path: string) => path.replace('/api/app_api', '');

/** Aborted when the client closes the connection before the answer is complete. */
function clientSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export const aiRoutes: FastifyPluginAsyncZod<AiRouteOptions> = async (app, options) => {
  const { files, businessInfo } = app.store;
  const { hostedBase } = app.serverConfig;
  const provider: AiProvider = createAiProvider(
    options.settings,
    app.log.child({ component: 'ai' }),
    options.tuning,
  );
  const usage: AiUsage = createAiUsage(app.store.db, options.settings, undefined, app.counters);
  const tags = ['ai'];
  app.addHook('onRequest', requireAuth('session'));
  // A 429 (our limits, or the provider's after the retries) says when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  /** The checks before the provider: configured, then one call counted against the limits. */
  const admit = async (owner: string, forImages = false) => {
    if (!provider.status.configured) throw notConfigured();
    if (forImages && !provider.status.images) throw noImageModel();
    await usage.take(owner);
  };
  /** Runs a provider call; a call the provider never answered is given back to the quota. */
  const ask = async <T>(owner: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof AiAbortedError)) await usage.giveBack(owner);
      throw error;
    }
  };

  app.post(
    local(AI_PATHS.content),
    {
      schema: {
        tags,
        description:
          'Rewrite a section (`task: rewrite_section`) or write a text (`task: write_text`). With `stream: true` the answer is `text/event-stream` (events node, delta, done, error; see src/api/ai.ts).',
        body: GetGptContentBody,
        response: replies(GetGptContentResponse),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const owner = ownerId(request);
      const business = await businessInfo.get(owner, body.project_id);
      await admit(owner);
      const signal = clientSignal(reply);
      const messages =
        body.task === 'rewrite_section'
          ? rewriteSectionMessages(body.nodes, business, body.instructions)
          : writeTextMessages({
              text: body.text,
              context: body.context,
              tone: body.tone || business?.contentTone || 'friendly',
              length: body.length,
              instructions: body.instructions,
              business,
            });
      if (body.stream) {
        const pieces = provider.stream(messages, signal);
        return streamContent({
          reply,
          body,
          pieces,
          giveBack: () => usage.giveBack(owner),
          log: request.log,
        });
      }
      const answer = await ask(owner, () => provider.complete(messages, signal));
      if (body.task === 'rewrite_section') {
        const checked = checkSectionAnswer(answer, body.nodes);
        if (!checked.ok) throw unusableAnswer(checked.reason);
        return { code: 200 as const, message: 'Section rewritten', nodes: checked.value };
      }
      const checked = checkWrittenText(answer, body.text);
      if (!checked.ok) throw unusableAnswer(checked.reason);
      return { code: 200 as const, message: 'Text written', text: checked.value };
    },
  );

  app.post(
    local(AI_PATHS.picture),
    {
      schema: {
        tags,
        description:
          "Generates a picture from `prompt` and stores it in the user's gallery (counted in used space).",
        body: GeneratePictureBody,
        response: replies(GeneratePictureResponse),
      },
    },
    async (request, reply) => {
      const owner = ownerId(request);
      await businessInfo.get(owner, request.body.project_id);
      await admit(owner, true);
      const signal = clientSignal(reply);
      const image = await ask(owner, () => provider.image(request.body.prompt, request.body.size, signal));
      const { bytes, media } = await readPicture(image).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode < 500)
          throw unusableAnswer(
            `the picture could not be read (${error.message.replace(/^(url|upload_file): /, '')})`,
          );
        throw error;
      });
      const row = await files.store(owner, bytes, media, {
        name: `ai-${pictureName(request.body.prompt)}.${media.ext}`,
        inGallery: true,
        source: 'upload',
      });
      return {
        code: 200 as const,
        message: 'Picture generated',
        file: toGalleryFile(row, hostedBase),
        ...(await files.totals(owner)),
      };
    },
  );

  const readPicture = async (image: Awaited<ReturnType<AiProvider['image']>>) => {
    if ('url' in image) return fetchImage(app, image.url);
    // base64 is 4 characters for 3 bytes: refuse an oversized picture before decoding it.
    if ((image.b64.length * 3) / 4 > files.limits.imageMaxBytes * 1.01)
      throw new HttpError(400, 'upload_file: the picture is larger than an upload may be');
    return acceptMedia(Buffer.from(image.b64, 'base64'), 'image', files.limits);
  };

  app.post(
    local(AI_PATHS.query),
    {
      schema: {
        tags,
        description:
          'A free-form AI request; `content[0].message.content` is sanitised html (p, ul, ol, li, strong, em, a).',
        body: AiQueryBody,
        response: replies(AiQueryResponse),
      },
    },
    async (request, reply) => {
      const owner = ownerId(request);
      const business = request.body.project_id
        ? await businessInfo.get(owner, request.body.project_id)
        : null;
      await admit(owner);
      const signal = clientSignal(reply);
      const facts = business
        ? ` The user's business: ${JSON.stringify(Object.fromEntries(Object.entries(business).filter(([key, value]) => value && !['_id', 'project_id', 'updated_at'].includes(key))))}.`
        : '';
      const answer = await ask(owner, () =>
        provider.complete(
          [
            {
              role: 'system',
              content: `You help a user of Pagewright, a website builder, with their website and its texts. Answer briefly in simple HTML using only p, ul, ol, li, strong, em and a elements.${facts}`,
            },
            { role: 'user', content: request.body.query },
          ],
          signal,
        ),
      );
      const html = answerToHtml(answer);
      if (!html.replace(/<[^>]*>/g, '').trim()) throw unusableAnswer('it is empty');
      return {
        code: 200 as const,
        message: 'AI answer',
        content: [{ message: { role: 'assistant' as const, content: html } }],
      };
    },
  );

  app.get(
    local(AI_PATHS.status),
    {
      schema: {
        tags,
        description: "Whether AI is configured, and how much of today's quota is used. Never the key.",
        response: replies(AiStatusResponse),
      },
    },
    async (request: FastifyRequest) => ({
      code: 200 as const,
      message: 'AI status',
      configured: provider.status.configured,
      reason: provider.status.reason,
      images: provider.status.images,
      used_today: await usage.usedToday(ownerId(request)),
      daily_limit: usage.limits.dailyLimit,
    }),
  );
};

/** A short file name from the prompt's first words. */
function pictureName(prompt: string): string {
  const words = prompt
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return words.slice(0, 40).replace(/-$/, '') || 'picture';
}

const AI_DOCS_FILE = resolve(import.meta.dirname, '../../../docs/ai.md');

/** `GET /docs/ai.md`: how to connect a provider, for the builder's link (public, no secrets in it). */
export const aiDocsRoute: FastifyPluginAsync = async (app) => {
  app.get(AI_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/markdown; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(AI_DOCS_FILE, 'utf8')),
  );
};
