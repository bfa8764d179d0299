/**
 * AI calls of spec §7 "AI and business info" (issue 24): rewrite a section's text from the project's
 * business info, write or rewrite a selection, generate a picture into the user's gallery, and the
 * free-form AI query (`content[].message.content` is html). The provider is any OpenAI-compatible
 * server, configured on the server only (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`, `AI_IMAGE_MODEL`);
 * unconfigured, over quota or failing, every call answers the §8 envelope with a message a user can
 * act on. Browser-safe.
 *
 * Streaming (`stream: true` on `get_gpt_content`, with `Accept: text/event-stream`): after the same
 * checks as the plain call (a refusal before the first byte is the usual JSON envelope), the answer is
 * server-sent events, each `data:` one JSON object:
 * - `event: node` `{id, text}`: one node's new text, complete (rewrite_section);
 * - `event: delta` `{text}`: the next piece of the written text (write_text);
 * - `event: done`: the whole answer, exactly the plain call's `GetGptContentResponse`;
 * - `event: error`: `{code, message}`; nothing of the stream may then be used.
 * Closing the request aborts the provider's request.
 */
import { z } from 'zod';
import { Id, okEnvelope } from './common.ts';
import { GalleryFile } from './gallery.ts';

/** The roles a section's text node plays; they tell the model how long and what kind of text it is. */
export const AI_TEXT_ROLES = [
  'heading',
  'paragraph',
  'button',
  'list_item',
  'link',
  'label',
  'alt',
  'text',
] as const;
export type AiTextRole = (typeof AI_TEXT_ROLES)[number];

export const AI_LENGTHS = ['shorter', 'same', 'longer'] as const;
export type AiLength = (typeof AI_LENGTHS)[number];

export const AI_TEXT_MAX = 5000;
export const AI_NODES_MAX = 200;
export const AI_PROMPT_MAX = 1000;

/** One text node of a section, as the builder reads it: `id` is the builder's own, echoed back. */
export const AiTextNode = z.object({
  id: z.string().min(1).max(100),
  role: z.enum(AI_TEXT_ROLES),
  text: z.string().max(AI_TEXT_MAX),
});
export type AiTextNode = z.infer<typeof AiTextNode>;

export const RewriteSectionBody = z.object({
  task: z.literal('rewrite_section'),
  project_id: Id,
  nodes: z.array(AiTextNode).min(1).max(AI_NODES_MAX),
  /** Extra wishes of the user ("mention the free trial"); optional. */
  instructions: z.string().trim().max(AI_PROMPT_MAX).optional(),
  stream: z.boolean().optional(),
});

export const WriteTextBody = z.object({
  task: z.literal('write_text'),
  project_id: Id,
  /** The selection to rewrite; empty to write new text from `instructions`. */
  text: z.string().max(AI_TEXT_MAX),
  /** The surrounding block's text, so the answer fits in. */
  context: z.string().max(AI_TEXT_MAX).optional(),
  /** Defaults to the project's business info `contentTone`, then "friendly". */
  tone: z.string().trim().max(100).optional(),
  length: z.enum(AI_LENGTHS),
  instructions: z.string().trim().max(AI_PROMPT_MAX).optional(),
  stream: z.boolean().optional(),
});

export const GetGptContentBody = z.discriminatedUnion('task', [RewriteSectionBody, WriteTextBody]);
export type GetGptContentBody = z.infer<typeof GetGptContentBody>;

/** Plain text only: the server refuses an answer with markup, a wrong node list or an empty text. */
export const AiRewrittenNode = z.object({ id: z.string(), text: z.string() });
export type AiRewrittenNode = z.infer<typeof AiRewrittenNode>;

export const GetGptContentResponse = okEnvelope({
  /** rewrite_section: every node of the request, in its order, with its new text. */
  nodes: z.array(AiRewrittenNode).optional(),
  /** write_text: the new text. */
  text: z.string().optional(),
});
export type GetGptContentResponse = z.infer<typeof GetGptContentResponse>;

export const AI_PICTURE_SIZES = ['1024x1024', '1792x1024', '1024x1792'] as const;

export const GeneratePictureBody = z.object({
  project_id: Id,
  prompt: z.string().trim().min(1).max(AI_PROMPT_MAX),
  size: z.enum(AI_PICTURE_SIZES).optional(),
});
export type GeneratePictureBody = z.infer<typeof GeneratePictureBody>;

/** The picture, stored in the user's gallery (counted in its used space). */
export const GeneratePictureResponse = okEnvelope({
  file: GalleryFile,
  total_asserts_file_count: z.number().int(),
  total_asserts_file_size: z.number().int(),
});
export type GeneratePictureResponse = z.infer<typeof GeneratePictureResponse>;

/** The AI query call of spec §7: `POST /api/app_api/ai_query`. */
export const AiQueryBody = z.object({
  query: z.string().trim().min(1).max(AI_TEXT_MAX),
  project_id: Id.optional(),
});
export type AiQueryBody = z.infer<typeof AiQueryBody>;

export const AiQueryResponse = okEnvelope({
  content: z.array(
    z.object({
      message: z.object({
        role: z.literal('assistant'),
        /** Sanitised html: paragraphs, lists, emphasis and links only. */
        content: z.string(),
      }),
    }),
  ),
});
export type AiQueryResponse = z.infer<typeof AiQueryResponse>;

/** `GET /api/app_api/ai_status`: what the builder shows before the first call. Never the key. */
export const AiStatusResponse = okEnvelope({
  configured: z.boolean(),
  /** Why not, and what to set (the unconfigured calls' own message) when `configured` is false. */
  reason: z.string().nullable(),
  images: z.boolean().describe('an image model is configured'),
  used_today: z.number().int(),
  daily_limit: z.number().int(),
});
export type AiStatusResponse = z.infer<typeof AiStatusResponse>;

/** Where the app links for setting a provider up (served by the app server from `docs/ai.md`). */
export const AI_DOCS_PATH = '/docs/ai.md';

/** Paths of the calls, in one place for the client and the routes. */
export const AI_PATHS = {
  content: '/api/app_api/get_gpt_content',
  picture: '/api/app_api/generate_picture_with_gpt',
  query: '/api/app_api/ai_query',
  status: '/api/app_api/ai_status',
} as const;
