/**
 * Support tickets: a customer sees only their own tickets (another's is a 404); staff see and answer
 * all. An attachment is a stored file of the author (checked by owner). Replies to a closed ticket
 * are refused; closing is idempotent.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Ticket, TicketReply } from '../../api/support.ts';
import type { Db } from '../db/connect.ts';
import { customers, supportTickets, ticketMessages, userFiles } from '../db/schema.ts';
import { badRequest, notFound } from '../http/http-error.ts';

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

  return {
    get,

    async create(viewer: Viewer, input: { subject: string; message: string; attachmentId?: string | undefined }) {
      const attachment = await ownFile(viewer.id, input.attachmentId);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(supportTickets).values({ id, ownerId: viewer.id, subject: input.subject });
        await tx.insert(ticketMessages).values({
          id: randomUUID(),
          ticketId: id,
          authorId: viewer.id,
          isStaff: viewer.staff,
          body: input.message,
          attachmentFileId: attachment,
        });
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
        .select({ message: ticketMessages, author: customers, file: userFiles })
        .from(ticketMessages)
        .leftJoin(customers, eq(customers.id, ticketMessages.authorId))
        .leftJoin(userFiles, eq(userFiles.id, ticketMessages.attachmentFileId))
        .where(eq(ticketMessages.ticketId, ticketId))
        .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
      return rows.map(({ message, author, file }) => ({
        _id: message.id,
        message: message.body,
        is_staff: message.isStaff,
        author_name: message.isStaff ? 'Pagewright support' : author ? `${author.firstName} ${author.lastName}` : '',
        attachment: file
          ? { _id: file.id, url: `${hostedBase()}/${file.storageKey}`, name: file.name, mime: file.mime, size: file.size }
          : null,
        created_at: message.createdAt.toISOString(),
      }));
    },

    async reply(viewer: Viewer, input: { ticketId: string; message: string; attachmentId?: string | undefined }) {
      const ticket = await get(viewer, input.ticketId);
      if (ticket.status === 'closed') throw badRequest('ticket_id: the ticket is closed; open a new one');
      const attachment = await ownFile(viewer.id, input.attachmentId);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.insert(ticketMessages).values({
          id: randomUUID(),
          ticketId: input.ticketId,
          authorId: viewer.id,
          isStaff: viewer.staff,
          body: input.message,
          attachmentFileId: attachment,
          createdAt: now,
        });
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
