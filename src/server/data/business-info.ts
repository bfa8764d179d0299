/**
 * Business info (spec §3): one row per project, created or patched by `add_business_info` in one
 * upsert; the project must be the caller's (404 otherwise, like a missing one).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type AddBusinessInfoBody,
  BUSINESS_INFO_FIELDS,
  type BusinessInfo,
} from '../../api/business-info.ts';
import type { Db } from '../db/connect.ts';
import { businessInfos, projects } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';

type Row = typeof businessInfos.$inferSelect;

function toBusinessInfo(row: Row): BusinessInfo {
  const fields = Object.fromEntries(BUSINESS_INFO_FIELDS.map((field) => [field, row[field]])) as Pick<
    BusinessInfo,
    (typeof BUSINESS_INFO_FIELDS)[number]
  >;
  return { _id: row.id, project_id: row.projectId, ...fields, updated_at: row.updatedAt.toISOString() };
}

export function createBusinessInfoRepo(db: Db) {
  const ownProject = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
  };

  return {
    async save(ownerId: string, input: AddBusinessInfoBody) {
      await ownProject(ownerId, input.project_id);
      const patch = Object.fromEntries(
        BUSINESS_INFO_FIELDS.filter((field) => input[field] !== undefined).map((field) => [
          field,
          input[field],
        ]),
      );
      const [row] = await db
        .insert(businessInfos)
        .values({ id: randomUUID(), ownerId, projectId: input.project_id, ...patch })
        .onConflictDoUpdate({ target: businessInfos.projectId, set: { ...patch, updatedAt: new Date() } })
        .returning();
      return toBusinessInfo(row!);
    },

    async get(ownerId: string, projectId: string) {
      await ownProject(ownerId, projectId);
      const [row] = await db
        .select()
        .from(businessInfos)
        .where(and(eq(businessInfos.projectId, projectId), eq(businessInfos.ownerId, ownerId)));
      return row ? toBusinessInfo(row) : null;
    },
  };
}
