/**
 * Help articles (spec §1, §2 `/helping-articles-categories`, `/helping-articles/{category_id}`; calls
 * defined here under `/api/help`): categories, articles by category, detail, search; staff create,
 * edit and delete. Article bodies are markdown (render them with a sanitising renderer). Browser-safe.
 */
import { z } from 'zod';
import { Id, okEnvelope, Timestamp } from './common.ts';

export const HelpCategory = z.object({
  _id: Id,
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  articles_count: z.number().int(),
});
export type HelpCategory = z.infer<typeof HelpCategory>;

export const HelpArticleSummary = z.object({
  _id: Id,
  category_id: Id,
  title: z.string(),
  excerpt: z.string().describe('the start of the body as plain text'),
  position: z.number().int(),
  updated_at: Timestamp,
});
export const HelpArticle = HelpArticleSummary.extend({ body: z.string().describe('markdown') });
export type HelpArticle = z.infer<typeof HelpArticle>;

export const HelpCategoryBody = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(1000).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export const EditHelpCategoryBody = HelpCategoryBody.partial();
export const HelpArticleBody = z.object({
  category_id: Id,
  title: z.string().trim().min(1).max(200),
  body: z.string().min(1).max(100_000),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type HelpArticleBody = z.infer<typeof HelpArticleBody>;
export const EditHelpArticleBody = HelpArticleBody.partial();
export type EditHelpArticleBody = z.infer<typeof EditHelpArticleBody>;

export const SearchHelpQuery = z.object({ search: z.string().trim().min(1).max(200) });

export const HelpCategoryListResponse = okEnvelope({ categories: z.array(HelpCategory) });
export const HelpCategoryResponse = okEnvelope({ category: HelpCategory });
export const HelpArticleListResponse = okEnvelope({ articles: z.array(HelpArticleSummary) });
export const HelpCategoryArticlesResponse = okEnvelope({
  category: HelpCategory,
  articles: z.array(HelpArticleSummary),
});
export const HelpArticleResponse = okEnvelope({ article: HelpArticle });
