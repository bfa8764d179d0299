/**
 * Subscribers (spec §1 "view subscribers", §2 `/subscribers/{project_id}`, §5 form rules; calls defined
 * here under `/api/subscriber`): the public form submission of published pages (no token, CORS open
 * without credentials, rate-limited; first_name, last_name, email, name and full_name are required
 * whenever the form has them, plus the fields the form declares required), and for the project owner
 * a paged list filtered by text, page and date range, and a CSV export of the same filter. Browser-safe.
 */
import { z } from 'zod';
import { Id, okEnvelope, Timestamp } from './common.ts';

export const FORM_FIELDS_MAX = 50;
const FieldName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_ .-]+$/, { error: 'field names are letters, digits, spaces, _ . -' });

export const AddSubscriberBody = z.object({
  project_id: Id,
  page_id: Id,
  fields: z
    .record(FieldName, z.string().max(5000))
    .refine((value) => Object.keys(value).length >= 1 && Object.keys(value).length <= FORM_FIELDS_MAX, {
      error: `between 1 and ${FORM_FIELDS_MAX} fields`,
    }),
  /** Fields the form itself marks required (on top of the always-required ones). */
  required: z.array(FieldName).max(FORM_FIELDS_MAX).optional(),
});
export type AddSubscriberBody = z.infer<typeof AddSubscriberBody>;

export const Subscriber = z.object({
  _id: Id,
  project_id: Id,
  page_id: Id.nullable(),
  email: z.string(),
  name: z.string(),
  fields: z.record(z.string(), z.string()),
  created_at: Timestamp,
  /** The sync to the form's email list (issue 25): '' when the form names none. */
  sync_state: z.enum(['', 'pending', 'synced', 'failed']),
  /** The provider's reason when the sync failed. */
  sync_error: z.string(),
});
export type Subscriber = z.infer<typeof Subscriber>;

export const AddSubscriberResponse = okEnvelope({ subscriber_id: Id });

const Instant = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2025-03-01T00:00:00Z' })
  .transform((value) => new Date(value));

/**
 * What the list and the export show: text search, one page (`page_id`), and a time range — `from`
 * inclusive, `to` exclusive, so a day is `from` = its midnight, `to` = the next midnight (in the
 * viewer's own time zone, which only the browser knows).
 */
const filterShape = {
  search: z.string().trim().max(200).optional(),
  page_id: Id.optional(),
  from: Instant.optional(),
  to: Instant.optional(),
};
const rangeInOrder = (value: { from?: Date | undefined; to?: Date | undefined }) =>
  !value.from || !value.to || value.from < value.to;
const rangeError = { error: 'to: must be after from', path: ['to'] };

export const SubscriberFilterQuery = z.object(filterShape).refine(rangeInOrder, rangeError);
export type SubscriberFilter = z.infer<typeof SubscriberFilterQuery>;

export const ListSubscriberQuery = z
  .object({
    ...filterShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(rangeInOrder, rangeError);
export type ListSubscriberQuery = z.infer<typeof ListSubscriberQuery>;

export const SubscriberListResponse = okEnvelope({
  subscribers: z.array(Subscriber),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SubscriberListResponse = z.infer<typeof SubscriberListResponse>;

export const ExportSubscriberQuery = SubscriberFilterQuery;
export const SubscriberCsvResponse = okEnvelope({
  file_name: z.string(),
  csv: z.string(),
  rows: z.number().int(),
});
export type SubscriberCsvResponse = z.infer<typeof SubscriberCsvResponse>;

export const RetrySyncBody = z.object({ subscriber_id: Id });
export const RetrySyncResponse = okEnvelope({ subscriber_id: Id, sync_state: z.literal('pending') });
