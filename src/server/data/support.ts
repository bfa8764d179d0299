/**
 * Support tickets: a customer sees only their own tickets (another's is a 404); staff see and answer
 * all. A message has at most one attachment: a stored file of the author (checked by owner), or a
 * builder trace (checked by the trace parser, at most TRACE_ATTACHMENT_MAX_BYTES) kept in
 * `ticket_traces` and readable by whoever may read the ticket. Replies to a closed ticket are
 * refused; closing is idempotent.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  type Attachment,
  type Ticket,
  type TicketReply,
  TRACE_ATTACHMENT_MAX_BYTES,
} from '../../api/support.ts';
import { parseTrace } from '../../commands/trace-parse.ts';
import type { Db } from '../db/connect.ts';
import { customers, supportTickets, ticketMessages, userFiles } from '../db/schema.ts';
import { badRequest, HttpError, notFound } from '../http/http-error.ts';

/** Migration 0011. Lives beside its only user until it moves into db/schema.ts. */
export const ticketTraces = pgTable(
  'ticket_traces',
  {
    id: uuid('id').primaryKey(),
    messageId: uuid('message_id')
      .notNull()
      .unique()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('ticket_traces_ticket_idx').on(table.ticketId)],
);

/** A trace ready to store: compact JSON, its size and a download name. */
interface CheckedTrace {
  readonly body: string;
  readonly size: number;
  readonly name: string;
}

const MB = 1024 * 1024;

/** Checks a posted trace: size first (cheap), then the trace parser; failures name the `trace` field. */
export function checkTrace(json: unknown): CheckedTrace {
  const body = JSON.stringify(json);
  const size = Buffer.byteLength(body, 'utf8');
  if (size > TRACE_ATTACHMENT_MAX_BYTES) {
    throw new HttpError(
      413,
      `trace: the trace is ${(size / MB).toFixed(1)} MB; at most ${TRACE_ATTACHMENT_MAX_BYTES / MB} MB can be attached. Save the page, reload it and attach a trace of the shorter session.`,
    );
  }
  const trace = parseTrace(json);
  if (!trace.ok) throw badRequest(`trace: ${trace.error}`);
  return { body, size, name: `${trace.value.base.settings.page_slug || 'page'}.trace.json` };
}

export const traceAttachmentPath = (ticketId: string, attachmentId: string) =>
  `/api/support_ticket/trace/${ticketId}/${attachmentId}`;

export interface AttachmentInput {
  readonly attachmentId?: string | undefined;
  readonly trace?: unknown;
}

export interface Viewer {
  readonly id: string;
  readonly staff: boolean;
}

export function createSupportRepo(db: Db, hostedBase: () => string) {
  const ticketRows = (where: SQL | undefined) =>
    db
      .select({
        ticket: supportTickets,
        customer: {
          _id: customers.id,
          first_name: customers.firstName,
          last_name: customers.lastName,
          email: customers.email,
        },
        replies: db.$count(ticketMessages, eq(ticketMessages.ticketId, supportTickets.id)),
      })
      .from(supportTickets)
      .innerJoin(customers, eq(customers.id, supportTickets.ownerId))
      .where(where);

  type TicketRow = Awaited<ReturnType<typeof ticketRows>>[number];
  const toTicket = (row: TicketRow): Ticket => ({
    _id: row.ticket.id,
    subject: row.ticket.subject,
    status: row.ticket.status as Ticket['status'],
    customer: row.customer,
    replies_count: Number(row.replies),
    last_reply_at: row.ticket.lastReplyAt.toISOString(),
    closed_at: row.ticket.closedAt?.toISOString() ?? null,
    created_at: row.ticket.createdAt.toISOString(),
  });

  const visible = (viewer: Viewer, ticketId: string) =>
    viewer.staff
      ? eq(supportTickets.id, ticketId)
      : and(eq(supportTickets.id, ticketId), eq(supportTickets.ownerId, viewer.id));

  const get = async (viewer: Viewer, ticketId: string) => {
    const [row] = await ticketRows(visible(viewer, ticketId));
    if (!row) throw notFound('Ticket');
    return toTicket(row);
  };

  const ownFile = async (authorId: string, fileId: string | undefined) => {
    if (fileId === undefined) return null;
    const [file] = await db
      .select({ id: userFiles.id })
      .from(userFiles)
      .where(and(eq(userFiles.id, fileId), eq(userFiles.ownerId, authorId)));
    if (!file) throw notFound('Attachment');
    return file.id;
  };

  /** Checks a message's attachment before anything is written. */
  const checkAttachment = async (authorId: string, input: AttachmentInput) => {
    if (input.attachmentId !== undefined && input.trace !== undefined)
      throw badRequest('trace: attach either a file or a trace, not both');
    return {
      fileId: await ownFile(authorId, input.attachmentId),
      trace: input.trace === undefined ? null : checkTrace(input.trace),
    };
  };

  const traceRow = (trace: CheckedTrace, messageId: string, ticketId: string) => ({
    id: randomUUID(),
    messageId,
    ticketId,
    name: trace.name,
    size: trace.size,
    body: trace.body,
  });

  return {
    get,

    async create(viewer: Viewer, input: { subject: string; message: string } & AttachmentInput) {
      const attachment = await checkAttachment(viewer.id, input);
      const id = randomUUID();
      const messageId = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(supportTickets).values({ id, ownerId: viewer.id, subject: input.subject });
        await tx.insert(ticketMessages).values({
          id: messageId,
          ticketId: id,
          authorId: viewer.id,
          isStaff: viewer.staff,
          body: input.message,
          attachmentFileId: attachment.fileId,
        });
        if (attachment.trace) await tx.insert(ticketTraces).values(traceRow(attachment.trace, messageId, id));
      });
      return get(viewer, id);
    },

    async list(viewer: Viewer, query: { status?: string | undefined; page: number; limit: number }) {
      const where = and(
        viewer.staff ? undefined : eq(supportTickets.ownerId, viewer.id),
        query.status ? eq(supportTickets.status, query.status) : undefined,
      );
      const rows = await ticketRows(where)
        .orderBy(desc(supportTickets.lastReplyAt))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
      return { tickets: rows.map(toTicket), total: total?.n ?? 0 };
    },

    async replies(viewer: Viewer, ticketId: string): Promise<TicketReply[]> {
      await get(viewer, ticketId);
      const rows = await db
        .select({
          message: ticketMessages,
          author: customers,
          file: userFiles,
          trace: { id: ticketTraces.id, name: ticketTraces.name, size: ticketTraces.size },
        })
        .from(ticketMessages)
        .leftJoin(customers, eq(customers.id, ticketMessages.authorId))
        .leftJoin(userFiles, eq(userFiles.id, ticketMessages.attachmentFileId))
        .leftJoin(ticketTraces, eq(ticketTraces.messageId, ticketMessages.id))
        .where(eq(ticketMessages.ticketId, ticketId))
        .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
      return rows.map(({ message, author, file, trace }) => {
        let attachment: Attachment | null = null;
        if (file) {
          const url = `${hostedBase()}/${file.storageKey}`;
          attachment = { _id: file.id, kind: 'file', url, name: file.name, mime: file.mime, size: file.size };
        } else if (trace) {
          const url = traceAttachmentPath(ticketId, trace.id);
          attachment = {
            _id: trace.id,
            kind: 'trace',
            url,
            name: trace.name,
            mime: 'application/json',
            size: trace.size,
          };
        }
        return {
          _id: message.id,
          message: message.body,
          is_staff: message.isStaff,
          author_name: message.isStaff
            ? 'Pagewright support'
            : author
              ? `${author.firstName} ${author.lastName}`
              : '',
          attachment,
          created_at: message.createdAt.toISOString(),
        };
      });
    },

    /** A trace attachment of a ticket the viewer may read (a miss or another's ticket is a 404). */
    async trace(viewer: Viewer, ticketId: string, attachmentId: string) {
      const ticket = await get(viewer, ticketId);
      const [row] = await db
        .select()
        .from(ticketTraces)
        .where(and(eq(ticketTraces.id, attachmentId), eq(ticketTraces.ticketId, ticket._id)));
      if (!row) throw notFound('Trace');
      const attachment: Attachment = {
        _id: row.id,
        kind: 'trace',
        url: traceAttachmentPath(ticketId, row.id),
        name: row.name,
        mime: 'application/json',
        size: row.size,
      };
      return { ticket, attachment, trace: JSON.parse(row.body) as unknown };
    },

    async reply(viewer: Viewer, input: { ticketId: string; message: string } & AttachmentInput) {
      const ticket = await get(viewer, input.ticketId);
      if (ticket.status === 'closed') throw badRequest('ticket_id: the ticket is closed; open a new one');
      const attachment = await checkAttachment(viewer.id, input);
      const now = new Date();
      const messageId = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(ticketMessages).values({
          id: messageId,
          ticketId: input.ticketId,
          authorId: viewer.id,
          isStaff: viewer.staff,
          body: input.message,
          attachmentFileId: attachment.fileId,
          createdAt: now,
        });
        if (attachment.trace)
          await tx.insert(ticketTraces).values(traceRow(attachment.trace, messageId, input.ticketId));
        await tx
          .update(supportTickets)
          .set({ lastReplyAt: now, updatedAt: now })
          .where(eq(supportTickets.id, input.ticketId));
      });
      return get(viewer, input.ticketId);
    },

    async close(viewer: Viewer, ticketId: string) {
      const ticket = await get(viewer, ticketId);
      if (ticket.status !== 'closed') {
        await db
          .update(supportTickets)
          .set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() })
          .where(eq(supportTickets.id, ticketId));
      }
      return get(viewer, ticketId);
    },
  };
}
