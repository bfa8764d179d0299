/**
 * Support tickets (spec §1 "view support tickets", §2 `/support-tickets`, `/support-tickets/{ticket_id}`;
 * calls defined here in the spec's style under `/api/support_ticket`): create with an optional
 * attachment, list own (staff: all), detail with replies, reply, close. Browser-safe.
 *
 * A message carries at most one attachment, of one of two kinds (issue 4, issue 5):
 * - `file`: a stored file of the author (`attachment_id`, e.g. a picture from their gallery), served
 *   from the hosted base;
 * - `trace`: a builder trace (docs/trace-format.md) posted inline as `trace`, validated with the
 *   trace parser and at most TRACE_ATTACHMENT_MAX_BYTES; it is never public — it is read back through
 *   `GET /api/support_ticket/trace/{ticket_id}/{attachment_id}` by whoever may read the ticket.
 */
import { z } from 'zod';
import { Id, okEnvelope, Timestamp } from './common.ts';

export const TICKET_STATUSES = ['open', 'closed'] as const;
export const TicketStatus = z.enum(TICKET_STATUSES);

const Message = z.string().trim().min(1).max(10_000);

/** Largest trace a ticket takes, in bytes of its compact JSON. */
export const TRACE_ATTACHMENT_MAX_BYTES = 4 * 1024 * 1024;

export const ATTACHMENT_KINDS = ['file', 'trace'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export const Attachment = z.object({
  _id: Id,
  kind: z.enum(ATTACHMENT_KINDS),
  /** A file: its address on the hosted base. A trace: the API path it is read from (needs the session). */
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});

export const Ticket = z.object({
  _id: Id,
  subject: z.string(),
  status: TicketStatus,
  customer: z.object({ _id: Id, first_name: z.string(), last_name: z.string(), email: z.string() }),
  replies_count: z.number().int(),
  last_reply_at: Timestamp,
  closed_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketReply = z.object({
  _id: Id,
  message: z.string(),
  is_staff: z.boolean(),
  author_name: z.string(),
  attachment: Attachment.nullable(),
  created_at: Timestamp,
});
export type TicketReply = z.infer<typeof TicketReply>;
export type Attachment = z.infer<typeof Attachment>;

/** A trace as posted: a JSON object; the server checks it with the trace parser (src/commands/trace.ts). */
const TraceJson = z
  .record(z.string(), z.unknown())
  .describe('a Pagewright trace (docs/trace-format.md), at most 4 MB as compact JSON');

const Attachments = {
  attachment_id: Id.optional().describe('a stored file of the author'),
  trace: TraceJson.optional(),
};

const oneAttachment = (body: { attachment_id?: string | undefined; trace?: unknown }) =>
  body.attachment_id === undefined || body.trace === undefined;
const ONE_ATTACHMENT = { error: 'attach either a file or a trace, not both', path: ['trace'] };

export const AddTicketBody = z
  .object({ subject: z.string().trim().min(1).max(200), message: Message, ...Attachments })
  .refine(oneAttachment, ONE_ATTACHMENT);
export type AddTicketBody = z.infer<typeof AddTicketBody>;

export const ReplyTicketBody = z
  .object({ ticket_id: Id, message: Message, ...Attachments })
  .refine(oneAttachment, ONE_ATTACHMENT);
export type ReplyTicketBody = z.infer<typeof ReplyTicketBody>;

export const TraceAttachmentParams = z.object({ ticket_id: Id, attachment_id: Id });
export type TraceAttachmentParams = z.infer<typeof TraceAttachmentParams>;

export const Paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

export const ListTicketQuery = z.object({ status: TicketStatus.optional(), ...Paging });
export type ListTicketQuery = z.infer<typeof ListTicketQuery>;

export const TicketResponse = okEnvelope({ ticket: Ticket });
export const TicketDetailResponse = okEnvelope({ ticket: Ticket, replies: z.array(TicketReply) });
export type TicketDetailResponse = z.infer<typeof TicketDetailResponse>;
export const TicketListResponse = okEnvelope({
  tickets: z.array(Ticket),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TicketListResponse = z.infer<typeof TicketListResponse>;

/** A ticket's trace attachment with the trace itself (parse it with `parseTrace` before use). */
export const TraceAttachmentResponse = okEnvelope({
  ticket: Ticket,
  attachment: Attachment,
  trace: z.unknown(),
});
export type TraceAttachmentResponse = z.infer<typeof TraceAttachmentResponse>;
