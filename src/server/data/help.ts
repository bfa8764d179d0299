/**
 * Help articles: categories and markdown articles, readable by every signed-in user, changed only by
 * staff (the routes check the role). Search matches title or body, case-insensitively, with the
 * LIKE wildcards of the query escaped.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { EditHelpArticleBody, HelpArticle, HelpArticleBody, HelpCategory } from '../../api/help.ts';
import type { Db } from '../db/connect.ts';
import { helpArticles, helpCategories } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { isUniqueViolation } from './db-errors.ts';

type ArticleRow = typeof helpArticles.$inferSelect;

/** The first ~200 characters of a markdown body as plain text. */
export function excerptOf(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#+|>+|[-*+](?=\s)|\d+\.(?=\s))/gm, ' ')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}...` : text;
}

const toArticle = (row: ArticleRow): HelpArticle => ({
  _id: row.id,
  category_id: row.categoryId,
  title: row.title,
  excerpt: excerptOf(row.body),
  body: row.body,
  position: row.position,
  updated_at: row.updatedAt.toISOString(),
});
const toSummary = (row: ArticleRow) => {
  const { body: _body, ...summary } = toArticle(row);
  return summary;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const nameTaken = () => conflict('name: a help category with this name exists');

export function createHelpRepo(db: Db) {
  const category = async (id: string): Promise<HelpCategory> => {
    const [row] = await db.select().from(helpCategories).where(eq(helpCategories.id, id));
    if (!row) throw notFound('Help category');
    const [n] = await db.select({ n: count() }).from(helpArticles).where(eq(helpArticles.categoryId, id));
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      position: row.position,
      articles_count: n?.n ?? 0,
    };
  };

  const article = async (id: string) => {
    const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
    if (!row) throw notFound('Help article');
    return row;
  };

  return {
    category,

    async categories(): Promise<HelpCategory[]> {
      const rows = await db
        .select({ category: helpCategories, n: count(helpArticles.id) })
        .from(helpCategories)
        .leftJoin(helpArticles, eq(helpArticles.categoryId, helpCategories.id))
        .groupBy(helpCategories.id)
        .orderBy(asc(helpCategories.position), asc(helpCategories.name));
      return rows.map(({ category: row, n }) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        position: row.position,
        articles_count: n,
      }));
    },

    async articlesOf(categoryId: string) {
      const found = await category(categoryId);
      const rows = await db
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.categoryId, categoryId))
        .orderBy(asc(helpArticles.position), asc(helpArticles.title));
      return { category: found, articles: rows.map(toSummary) };
    },

    async article(id: string) {
      return toArticle(await article(id));
    },

    async search(text: string) {
      const pattern = `%${escapeLike(text)}%`;
      const rows = await db
        .select()
        .from(helpArticles)
        .where(or(ilike(helpArticles.title, pattern), ilike(helpArticles.body, pattern)))
        .orderBy(asc(helpArticles.title))
        .limit(50);
      return rows.map(toSummary);
    },

    async addCategory(input: {
      name: string;
      description?: string | undefined;
      position?: number | undefined;
    }) {
      try {
        const [row] = await db
          .insert(helpCategories)
          .values({
            id: randomUUID(),
            name: input.name,
            description: input.description ?? '',
            position: input.position ?? 0,
          })
          .returning();
        return category(row!.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async editCategory(
      id: string,
      patch: { name?: string | undefined; description?: string | undefined; position?: number | undefined },
    ) {
      const changes = {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.position !== undefined && { position: patch.position }),
      };
      // An empty patch changes nothing (and an UPDATE without columns is not SQL).
      if (Object.keys(changes).length === 0) return category(id);
      try {
        const [row] = await db
          .update(helpCategories)
          .set(changes)
          .where(eq(helpCategories.id, id))
          .returning();
        if (!row) throw notFound('Help category');
        return category(id);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async deleteCategory(id: string) {
      const [row] = await db
        .delete(helpCategories)
        .where(eq(helpCategories.id, id))
        .returning({ id: helpCategories.id });
      if (!row) throw notFound('Help category');
    },

    async addArticle(input: HelpArticleBody) {
      await category(input.category_id).catch(() => {
        throw badRequest('category_id: no such help category');
      });
      const [row] = await db
        .insert(helpArticles)
        .values({
          id: randomUUID(),
          categoryId: input.category_id,
          title: input.title,
          body: input.body,
          position: input.position ?? 0,
        })
        .returning();
      return toArticle(row!);
    },

    async editArticle(id: string, patch: EditHelpArticleBody) {
      if (patch.category_id !== undefined)
        await category(patch.category_id).catch(() => {
          throw badRequest('category_id: no such help category');
        });
      const [row] = await db
        .update(helpArticles)
        .set({
          ...(patch.category_id !== undefined && { categoryId: patch.category_id }),
          ...(patch.title !== undefined && { title: patch.title }),
          ...(patch.body !== undefined && { body: patch.body }),
          ...(patch.position !== undefined && { position: patch.position }),
          updatedAt: new Date(),
        })
        .where(and(eq(helpArticles.id, id)))
        .returning();
      if (!row) throw notFound('Help article');
      return toArticle(row);
    },

    async deleteArticle(id: string) {
      const [row] = await db
        .delete(helpArticles)
        .where(eq(helpArticles.id, id))
        .returning({ id: helpArticles.id });
      if (!row) throw notFound('Help article');
    },
  };
}
