/**
 * Runtime schemas for what crosses a trust boundary: documents, events and log entries
 * read back from traces and drafts. The TypeScript types in the families are the source;
 * these mirror them, and a compile-time check below keeps the two in step.
 */
import { z } from 'zod';
import type { PageDocument, SectionState } from '../domain/document.ts';
import type { HtmlNode } from '../domain/html-tree.ts';
import { DEFAULT_ROOT_VALUES, ROOT_KEYS, type RootKey } from '../domain/root-values.ts';
import type { LogEntry } from './editor.ts';
import type { DocEvent } from './registry.ts';
import { ORIGINS } from './types.ts';

export const htmlNodeSchema: z.ZodType<HtmlNode> = z.lazy(() =>
  z.union([
    z.object({
      kind: z.literal('element'),
      id: z.string().min(1),
      tag: z.string().min(1),
      attrs: z.array(z.tuple([z.string(), z.string()]).readonly()).readonly(),
      children: z.array(htmlNodeSchema).readonly(),
    }),
    z.object({ kind: z.literal('text'), text: z.string() }),
    z.object({ kind: z.literal('comment'), text: z.string() }),
  ]),
);

const settingsSchema = z.object({
  width: z.enum(['container', 'full']),
  hidden: z.boolean(),
  background: z.object({
    color: z.string().optional(),
    image: z.string().optional(),
    size: z.string().optional(),
    repeat: z.string().optional(),
    position: z.string().optional(),
  }),
  video: z
    .object({
      source: z.enum(['youtube', 'vimeo', 'upload']),
      url: z.string(),
      overlay: z.string().optional(),
    })
    .nullable(),
  style: z.record(z.string(), z.string()),
});

export const sectionSchema = z.object({
  section_id: z.string().min(1),
  section_name: z.string(),
  section_title: z.string(),
  section_type: z.string(),
  nodes: z.array(htmlNodeSchema).readonly(),
  css: z.string(),
  js: z.string(),
  settings: settingsSchema,
});

const rootKeys = z.enum(ROOT_KEYS as unknown as [RootKey, ...RootKey[]]);
const partialRoot = z.partialRecord(rootKeys, z.string());

/** Root values from older code may lack keys added since; they get today's defaults. */
const rootSchema = z
  .record(z.string(), z.string())
  .transform((values) => ({ ...DEFAULT_ROOT_VALUES, ...pickRootKeys(values) }));

function pickRootKeys(values: Record<string, string>): Partial<Record<RootKey, string>> {
  const out: Partial<Record<RootKey, string>> = {};
  for (const key of ROOT_KEYS) if (typeof values[key] === 'string') out[key] = values[key];
  return out;
}

export const documentSchema = z.object({
  sections: z.array(sectionSchema),
  root: rootSchema,
  settings: z.object({
    project_id: z.string(),
    page_id: z.string(),
    page_name: z.string(),
    page_slug: z.string().min(1),
  }),
});

const attrs = z.array(z.tuple([z.string(), z.string()]).readonly()).readonly();

export const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('section.added'),
    v: z.literal(1),
    index: z.number().int().min(0),
    section: sectionSchema,
  }),
  z.object({
    type: z.literal('section.removed'),
    v: z.literal(1),
    index: z.number().int().min(0),
    section: sectionSchema,
  }),
  z.object({
    type: z.literal('section.moved'),
    v: z.literal(1),
    sectionId: z.string(),
    from: z.number().int().min(0),
    to: z.number().int().min(0),
  }),
  z.object({
    type: z.literal('section.settingsChanged'),
    v: z.literal(1),
    sectionId: z.string(),
    before: settingsSchema,
    after: settingsSchema,
  }),
  z.object({
    type: z.literal('element.childrenSpliced'),
    v: z.literal(1),
    sectionId: z.string(),
    parentId: z.string().nullable(),
    index: z.number().int().min(0),
    removed: z.array(htmlNodeSchema).readonly(),
    inserted: z.array(htmlNodeSchema).readonly(),
    select: z.string().optional(),
  }),
  z.object({
    type: z.literal('element.attributesChanged'),
    v: z.literal(1),
    sectionId: z.string(),
    elementId: z.string(),
    before: attrs,
    after: attrs,
  }),
  z.object({
    type: z.literal('theme.valuesChanged'),
    v: z.literal(2),
    before: partialRoot,
    after: partialRoot,
  }),
  z.object({
    type: z.literal('document.replaced'),
    v: z.literal(1),
    before: documentSchema,
    after: documentSchema,
  }),
]);

export const logEntrySchema = z.object({
  seq: z.number().int().min(1),
  at: z.number(),
  origin: z.enum(ORIGINS as unknown as ['user', 'undo', 'redo', 'restore', 'server']),
  // Commands are a record of intent; replay uses only the events, so any command shape is kept.
  command: z.looseObject({ kind: z.string() }).optional(),
  group: z.string().optional(),
  events: z.array(eventSchema),
});

// Compile-time: what the schemas produce must be usable as the core's types.
type Assignable<T, U extends T> = U;
export type _DocumentCheck = Assignable<PageDocument, z.output<typeof documentSchema>>;
export type _SectionCheck = Assignable<SectionState, z.output<typeof sectionSchema>>;
export type _EventCheck = Assignable<DocEvent, z.output<typeof eventSchema>>;
export type _EntryCheck = Assignable<
  Omit<LogEntry, 'command'>,
  Omit<z.output<typeof logEntrySchema>, 'command'>
>;
