/**
 * The sections library call (CONTRACT: GET /api/section/list_section?category=&search= →
 * {code:200, sections:[{_id, section_id, section_name, section_title, section_type, …}]}).
 * Browser-safe.
 */
import { z } from 'zod';
import { okEnvelope } from './common.ts';

export const ListSectionQuery = z.object({
  category: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
});

export const LibrarySectionRecord = z.object({
  _id: z.string(),
  section_id: z.string(),
  section_name: z.string(),
  section_title: z.string(),
  section_type: z.object({ name: z.string() }),
  category: z.string(),
  description: z.string(),
  section_html: z.string(),
  section_css: z.string(),
  section_js: z.string(),
  thumbnail: z.string(),
  settings: z
    .object({
      video: z
        .object({
          source: z.enum(['youtube', 'vimeo', 'upload']),
          url: z.string(),
          overlay: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type LibrarySectionRecord = z.infer<typeof LibrarySectionRecord>;

export const ListSectionResponse = okEnvelope({
  sections: z.array(LibrarySectionRecord),
  categories: z.array(z.string()),
});
export type ListSectionResponse = z.infer<typeof ListSectionResponse>;
