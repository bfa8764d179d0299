/**
 * Support tickets (spec §1 "view support tickets", §2 `/support-tickets`, `/support-tickets/{ticket_id}`;
 * calls defined here in the spec's style under `/api/support_ticket`): create with an optional
 * attachment (the id of a file uploaded through the gallery/asset calls), list own (staff: all),
 * detail with replies, reply, close. Browser-safe.
 */
import { z } from 'zod';
import { Id, okEnvelope, Timestamp } from './common.ts';

export const TICKET_STATUSES = ['open', 'closed'] as const;
export const TicketStatus = z.enum(TICKET_STATUSES);

const Message = z.string().trim().min(1).max(10_000);

export const Attachment = z.object({
  _id: Id,
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

export const AddTicketBody = z.object({
  subject: z.string().trim().min(1).max(200),
  message: Message,
  attachment_id: Id.optional(),
});
export type AddTicketBody = z.infer<typeof AddTicketBody>;

export const ReplyTicketBody = z.object({ ticket_id: Id, message: Message, attachment_id: Id.optional() });
export type ReplyTicketBody = z.infer<typeof ReplyTicketBody>;

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
