/**
 * Subscribers (form submissions): stored per project and page, owned by the project's owner. The
 * public submission checks only that the page belongs to the project (404 otherwise) and the
 * required-fields rule of spec §5 (src/domain/rules/forms.ts). Listing and export are scoped by owner
 * and share one filter: search matches any field value, case-insensitively; `page_id` one page; `from`
 * (inclusive) and `to` (exclusive) the time received.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import type { SyncTarget } from '../../api/campaign.ts';
import type { Subscriber, SubscriberFilter } from '../../api/subscriber.ts';
import { missingRequiredFields } from '../../domain/rules/forms.ts';
import type { Db } from '../db/connect.ts';
import { pages, projects, subscribers } from '../db/schema.ts';
import { badRequest, notFound } from '../http/http-error.ts';

type Row = typeof subscribers.$inferSelect;

export const EXPORT_MAX_ROWS = 50_000;

const toSubscriber = (row: Row): Subscriber => ({
  _id: row.id,
  project_id: row.projectId,
  page_id: row.pageId,
  email: row.email,
  name: row.name,
  fields: row.fields as Record<string, string>,
  created_at: row.createdAt.toISOString(),
  sync_state: row.syncState,
  sync_error: row.syncError,
});

const pick = (fields: Record<string, string>, names: string[]) => {
  for (const [key, value] of Object.entries(fields))
    if (names.includes(key.trim().toLowerCase()) && value.trim()) return value.trim();
  return '';
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Queues a subscriber's sync to its form's list (campaign-service.ts), after the row is stored. */
export type EnqueueSync = (subscriberId: string, round: number) => Promise<void>;

export function createSubscriberRepo(db: Db, enqueueSync?: EnqueueSync) {
  const ownProject = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select({ id: projects.id, name: projects.projectName })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
    return row;
  };

  const filter = (ownerId: string, projectId: string, { search, page_id, from, to }: SubscriberFilter) =>
    and(
      eq(subscribers.projectId, projectId),
      eq(subscribers.ownerId, ownerId),
      search ? ilike(subscribers.searchText, `%${escapeLike(search.toLowerCase())}%`) : undefined,
      page_id ? eq(subscribers.pageId, page_id) : undefined,
      from ? gte(subscribers.createdAt, from) : undefined,
      to ? lt(subscribers.createdAt, to) : undefined,
    );

  return {
    /** A public form submission; answers the new id. */
    async submit(input: {
      projectId: string;
      pageId: string;
      fields: Record<string, string>;
      required: string[];
      /** The list the form names (form-schema.ts); the subscriber is synced to it by a queued job. */
      syncTarget?: SyncTarget | undefined;
    }) {
      const [page] = await db
        .select({ ownerId: pages.ownerId })
        .from(pages)
        .where(and(eq(pages.id, input.pageId), eq(pages.projectId, input.projectId)));
      if (!page) throw notFound('Page');
      const missing = missingRequiredFields(input.fields, input.required);
      if (missing.length > 0) {
        throw badRequest(`fields: required: ${missing.join(', ')}`, {
          errors: missing.map((field) => ({ field: `fields.${field}`, message: 'is required' })),
        });
      }
      const first = pick(input.fields, ['first_name']);
      const last = pick(input.fields, ['last_name']);
      const id = randomUUID();
      await db.insert(subscribers).values({
        id,
        ownerId: page.ownerId,
        projectId: input.projectId,
        pageId: input.pageId,
        email: pick(input.fields, ['email', 'e-mail', 'email_address']),
        name: pick(input.fields, ['full_name', 'name']) || [first, last].filter(Boolean).join(' '),
        fields: input.fields,
        searchText: Object.values(input.fields).join('\n').toLowerCase(),
        ...(input.syncTarget &&
          enqueueSync && { syncTarget: input.syncTarget, syncState: 'pending' as const }),
      });
      // Stored first: a crash before the job is queued leaves it pending, and the next start queues it.
      if (input.syncTarget && enqueueSync) await enqueueSync(id, 0);
      return id;
    },

    async list(
      ownerId: string,
      projectId: string,
      query: SubscriberFilter & { page: number; limit: number },
    ) {
      await ownProject(ownerId, projectId);
      const where = filter(ownerId, projectId, query);
      const rows = await db
        .select()
        .from(subscribers)
        .where(where)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(subscribers).where(where);
      return { subscribers: rows.map(toSubscriber), total: total?.n ?? 0 };
    },

    async exportRows(ownerId: string, projectId: string, query: SubscriberFilter) {
      const project = await ownProject(ownerId, projectId);
      const rows = await db
        .select({ subscriber: subscribers, pageSlug: pages.pageSlug })
        .from(subscribers)
        .leftJoin(pages, eq(pages.id, subscribers.pageId))
        .where(filter(ownerId, projectId, query))
        .orderBy(desc(subscribers.createdAt))
        .limit(EXPORT_MAX_ROWS);
      return {
        projectName: project.name,
        rows: rows.map((row) => ({ ...toSubscriber(row.subscriber), page: row.pageSlug ?? '' })),
      };
    },
  };
}

/** One CSV cell (RFC 4180 quoting; a leading = + - @ tab or CR is neutralised so spreadsheets do not run it). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** CSV of subscribers: date, page, email, name, then every form field seen (sorted), CRLF lines. */
export function subscribersCsv(rows: readonly (Subscriber & { page: string })[]): string {
  const fieldNames = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))].sort();
  const header = ['created_at', 'page', 'email', 'name', ...fieldNames];
  const lines = rows.map((row) =>
    [row.created_at, row.page, row.email, row.name, ...fieldNames.map((name) => row.fields[name] ?? '')]
      .map(csvCell)
      .join(','),
  );
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
