/**
 * Email-tool calls of spec §7 "Campaign" (issue 25 "ActiveCampaign and Mailchimp"): connect a project
 * to Mailchimp (API key) or ActiveCampaign (account URL + API key), list their lists, tags and
 * segments, and add, list and delete ActiveCampaign contacts. Keys are write-only: an answer carries
 * the last four characters at most. A form names its list with a `SyncTarget`. Browser-safe.
 */
import { z } from 'zod';
import { Id, okEnvelope, Timestamp } from './common.ts';

export const CAMPAIGN_PROVIDERS = ['mailchimp', 'activecampaign'] as const;
export const CampaignProvider = z.enum(CAMPAIGN_PROVIDERS);
export type CampaignProvider = z.infer<typeof CampaignProvider>;

export const PROVIDER_NAMES: Readonly<Record<CampaignProvider, string>> = {
  mailchimp: 'Mailchimp',
  activecampaign: 'ActiveCampaign',
};

/** A provider's own id for a list, tag, segment or contact. */
export const ProviderId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a list, tag or contact id from the provider' });

export const TAGS_MAX = 20;
export const TagName = z.string().trim().min(1).max(100);

/** Where a form's subscribers go: a list of a connected provider, with tags to add. */
export const SyncTarget = z.object({
  provider: CampaignProvider,
  list_id: ProviderId,
  tags: z.array(TagName).max(TAGS_MAX).default([]),
});
export type SyncTarget = z.infer<typeof SyncTarget>;

/** Mailchimp keys end with their data centre: `0123456789abcdef0123456789abcdef-us21`. */
export const MAILCHIMP_KEY_PATTERN = /^[0-9a-f]{32}-[a-z]{2,4}[0-9]{1,3}$/;

export const UpdateMailchimpBody = z.object({
  project_id: Id,
  api_key: z.string().trim().regex(MAILCHIMP_KEY_PATTERN, {
    error: 'must be a Mailchimp API key: 32 letters and digits, a hyphen and the data centre (e.g. -us21)',
  }),
});
export type UpdateMailchimpBody = z.infer<typeof UpdateMailchimpBody>;

/** ActiveCampaign account addresses are `https://{account}.api-us1.com` (or `.activehosted.com`). */
export const AC_ACCOUNT_PATTERN = /^https:\/\/[a-z0-9][a-z0-9-]{0,62}\.(api-us1\.com|activehosted\.com)\/?$/i;

export const UpdateActiveCampaignBody = z.object({
  project_id: Id,
  account_url: z.string().trim().regex(AC_ACCOUNT_PATTERN, {
    error: 'must be your ActiveCampaign API address, e.g. https://youraccount.api-us1.com',
  }),
  api_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{20,100}$/, { error: 'must be an ActiveCampaign API key (letters and digits)' }),
});
export type UpdateActiveCampaignBody = z.infer<typeof UpdateActiveCampaignBody>;

export const CampaignConnection = z.object({
  project_id: Id,
  provider: CampaignProvider,
  connected: z.boolean(),
  account_name: z.string(),
  account_url: z.string(),
  api_key_masked: z.string().describe('e.g. ••••••••-us21; empty when not connected'),
  updated_at: Timestamp.nullable(),
});
export type CampaignConnection = z.infer<typeof CampaignConnection>;
export const CampaignConnectionResponse = okEnvelope({ connection: CampaignConnection });
export type CampaignConnectionResponse = z.infer<typeof CampaignConnectionResponse>;

export const DisconnectBody = z.object({ project_id: Id });

export const CampaignList = z.object({ id: z.string(), name: z.string(), member_count: z.number().int() });
export type CampaignList = z.infer<typeof CampaignList>;
export const CampaignListsResponse = okEnvelope({ lists: z.array(CampaignList) });
export type CampaignListsResponse = z.infer<typeof CampaignListsResponse>;

export const CampaignTag = z.object({ id: z.string(), name: z.string() });
export const CampaignTagsResponse = okEnvelope({ tags: z.array(CampaignTag) });
export type CampaignTagsResponse = z.infer<typeof CampaignTagsResponse>;

export const CampaignSegment = z.object({
  id: z.string(),
  name: z.string(),
  member_count: z.number().int(),
  type: z.string(),
});
export const CampaignSegmentsResponse = okEnvelope({ segments: z.array(CampaignSegment) });
export type CampaignSegmentsResponse = z.infer<typeof CampaignSegmentsResponse>;

export const SegmentParams = z.object({
  listId: ProviderId,
  segmentId: z.union([
    z.literal('all'),
    z.string().regex(/^[0-9]{1,18}$/, { error: 'must be a segment id or all' }),
  ]),
});
export const ProjectQuery = z.object({ project_id: Id });

export const Contact = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
});
export type Contact = z.infer<typeof Contact>;

export const AddContactBody = z.object({
  project_id: Id,
  email: z.email({ error: 'must be an email address' }).max(254),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  list_id: ProviderId.optional(),
  tags: z.array(TagName).max(TAGS_MAX).optional(),
});
export type AddContactBody = z.infer<typeof AddContactBody>;
export const ContactResponse = okEnvelope({ contact: Contact });

export const ListContactsBody = z.object({
  project_id: Id,
  search: z.string().trim().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export const ContactsResponse = okEnvelope({ contacts: z.array(Contact), total: z.number().int() });
export type ContactsResponse = z.infer<typeof ContactsResponse>;

export const DeleteContactBody = z.object({
  project_id: Id,
  contact_id: z.string().regex(/^[0-9]{1,18}$/, { error: 'must be an ActiveCampaign contact id' }),
});
